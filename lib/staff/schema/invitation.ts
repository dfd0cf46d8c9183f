import { z } from '@/lib/zod';
import { DOCTOR_ROLES } from '@/lib/db/schema/enums';
import { linkToken, newPasswordFields, passwordsMatch } from '@/lib/auth/schema/credentials';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { boundedEmail, boundedText, TEXT_MAX } from '@/lib/forms/common';
import { pageNumber } from '@/lib/lists/table-params';

/** Invitations per page of the Staff screen. */
export const INVITATIONS_PAGE_SIZE = 10;

/** `?invitationsPage=` of the Staff screen, from 1: anything that is not a page number is the first page. */
export const parseInvitationsPage = (value: unknown): number => z.preprocess((raw) => (Array.isArray(raw) ? raw[0] : raw), pageNumber).parse(value);

/** "Invite a colleague": the colleague's email and the role their account will have. */
export const invitationSchema = z.object({
  email: boundedEmail('Email is required'),
  role: z.enum(DOCTOR_ROLES, { error: 'Choose Doctor, Lab scientist or Administrator' }),
});
export type InvitationInput = z.input<typeof invitationSchema>;
export type InvitationValues = z.output<typeof invitationSchema>;

/** Withdrawing an invitation: which one. */
export const invitationIdSchema = z.object({ id: rowIdSchema });

/** The invitation page's form: the link's token, the colleague's name and their password. */
export const acceptInvitationSchema = z
  .object({
    token: linkToken('The invitation link'),
    firstName: boundedText('First name', TEXT_MAX.name, { required: 'First name is required' }),
    lastName: boundedText('Last name', TEXT_MAX.name, { required: 'Last name is required' }),
    ...newPasswordFields,
  })
  .superRefine(passwordsMatch);
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
export type AcceptInvitationValues = z.output<typeof acceptInvitationSchema>;

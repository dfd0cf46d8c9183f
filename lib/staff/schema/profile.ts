import { z } from '@/lib/zod';
import { boundedEmail, boundedPassword, boundedText, looksLikePhone, PHONE_MESSAGE, TEXT_MAX } from '@/lib/forms/common';

/** Longest accepted values; the email's is RFC 5321's. */
export const PROFILE_MAX_LENGTH = { name: TEXT_MAX.name, email: TEXT_MAX.email, phone: TEXT_MAX.phone } as const;

/**
 * The Edit Profile form: every field required. The picture travels beside
 * these fields and is checked by lib/reports/schema/upload.ts.
 */
export const profileSchema = z.object({
  firstName: boundedText('First name', PROFILE_MAX_LENGTH.name, { required: 'First name is required' }),
  lastName: boundedText('Last name', PROFILE_MAX_LENGTH.name, { required: 'Last name is required' }),
  email: boundedEmail('Email is required'),
  // An empty phone has its message already.
  phone: boundedText('Phone', PROFILE_MAX_LENGTH.phone, { required: 'Phone is required' }).refine((value) => value === '' || looksLikePhone(value), {
    error: PHONE_MESSAGE,
  }),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/**
 * What Edit Profile sends: the fields and the current password, which the server asks for (and checks) only
 * when the email changes, so that a borrowed session cannot move the account to another inbox.
 */
export const profileChangeSchema = profileSchema.extend({
  // Left empty while the email stays: the same as not sent.
  currentPassword: z.preprocess((value) => (value === '' ? undefined : value), boundedPassword('Current password is required', 'Current password').optional()),
});
export type ProfileChangeInput = z.input<typeof profileChangeSchema>;
export type ProfileChangeValues = z.output<typeof profileChangeSchema>;

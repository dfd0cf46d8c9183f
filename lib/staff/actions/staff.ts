'use server';

import { revalidatePath } from 'next/cache';
import { createInvitation, revokeInvitation, type RevokeResult } from '@/lib/auth/invitation';
import { revokeOtherSessions } from '@/lib/auth/session';
import { removeTwoFactor } from '@/lib/auth/two-factor';
import { getDoctor } from '@/lib/staff/queries/doctors';
import { changeStaff, type StaffChange, type StaffRefusal } from '@/lib/staff/writes/staff';
import { doctorName } from '@/lib/staff/rules/doctor-name';
import { deliverSoon } from '@/lib/mail/deliver-soon';
import { staffChangeSchema } from '@/lib/staff/schema/staff';
import { invitationIdSchema, invitationSchema } from '@/lib/staff/schema/invitation';
import { ADMINISTRATORS_ONLY, doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';
import type { DoctorRole } from '@/lib/db/schema/enums';

const STAFF_PATH = '/doctor/settings/staff';

/** What the administrator reads when a change is refused. */
const REFUSALS: Record<StaffRefusal, string> = {
  'not-found': 'This account no longer exists.',
  'not-administrator': ADMINISTRATORS_ONLY,
  'last-administrator': 'There must be at least one administrator. Make another account an administrator first.',
  'own-account': 'You cannot disable your own account.',
  'not-pending': 'This account is disabled, not waiting for approval. Enable it instead.',
  pending: 'This account is waiting for approval. Approve it instead.',
  'not-active': 'Only an active account can be made an administrator.',
  'not-active-lab': 'Only an active account can be made a lab scientist. Approve it as a lab scientist instead.',
};

export interface StaffChangeAnswer {
  /** The administrator removed their own role: the Staff screen is no longer theirs to see. */
  leftAdministrators: boolean;
}

/** One server action per change; each is for administrators only, and each re-reads and locks the account. */
function staffAction(change: StaffChange) {
  return doctorAction(
    staffChangeSchema,
    async ({ id }, { db, doctor }) => {
      const result = await changeStaff(db, doctor.id, id, change);
      if (!result.ok) return fail(REFUSALS[result.reason]);
      const leftAdministrators = change === 'remove-administrator' && id === doctor.id;
      // Re-rendering the screen for someone who may no longer see it would answer "not found": they leave it.
      if (!leftAdministrators) revalidatePath(STAFF_PATH);
      return ok<StaffChangeAnswer>({ leftAdministrators });
    },
    { role: 'administrator', audit: { entity: 'staff', action: 'staff-change', entityId: (input) => input.id, detail: () => change } },
  );
}

export const approveAccount = staffAction('approve');
export const disableAccount = staffAction('disable');
export const enableAccount = staffAction('enable');
export const makeAdministrator = staffAction('make-administrator');
export const removeAdministrator = staffAction('remove-administrator');
export const approveAsLabScientist = staffAction('approve-as-lab-scientist');
export const makeLabScientist = staffAction('make-lab-scientist');
export const makeDoctor = staffAction('make-doctor');

/**
 * Resets another account's second factor (a lost phone): its key and recovery codes are deleted, and its next
 * sign-in is with the password alone, or straight to enrolment where MFA_REQUIRED says it must have one.
 */
export const resetTwoFactor = doctorAction(
  staffChangeSchema,
  async ({ id }, { db }) => {
    if (!(await getDoctor(db, id))) return fail(REFUSALS['not-found']);
    await removeTwoFactor(db, id);
    revalidatePath(STAFF_PATH);
    return ok<StaffChangeAnswer>({ leftAdministrators: false });
  },
  { role: 'administrator', audit: { entity: 'staff', action: 'staff-change', entityId: (input) => input.id, detail: () => 'reset second factor' } },
);

/** Ends every session of an account without disabling it (the administrator's own current one stays). */
export const endAccountSessions = doctorAction(
  staffChangeSchema,
  async ({ id }, { db, doctor, sessionId }) => {
    if (!(await getDoctor(db, id))) return fail(REFUSALS['not-found']);
    await revokeOtherSessions(db, id, id === doctor.id ? sessionId : null);
    revalidatePath(STAFF_PATH);
    return ok<StaffChangeAnswer>({ leftAdministrators: false });
  },
  { role: 'administrator', audit: { entity: 'staff', action: 'staff-change', entityId: (input) => input.id, detail: () => 'ended sessions' } },
);

/** Said when the colleague invited already has an account. */
const INVITED_EMAIL_HAS_ACCOUNT = 'An account with this email already exists. That colleague signs in, or resets the password.';

const REVOKE_REFUSALS: Record<Extract<RevokeResult, { ok: false }>['reason'], string> = {
  'not-found': 'This invitation no longer exists.',
  used: 'This invitation has been used: the account exists. Disable the account instead.',
  expired: 'This invitation has expired already: its link opens nothing.',
};

export interface InvitationSent {
  id: number;
  email: string;
  role: DoctorRole;
  /** ISO instant. */
  expiresAt: string;
  /** An open invitation of the same email was revoked: this one replaces it. */
  replaced: boolean;
}

/**
 * "Invite a colleague": administrators only. The single-use link and its mail are made in the audit line's
 * transaction and the mail is sent after the answer (lib/mail/deliver-soon.ts), as reset links are; the link makes an
 * active account of the role chosen, whatever SIGNUP_MODE says (lib/auth/invitation.ts).
 */
export const inviteColleague = doctorAction(
  invitationSchema,
  async ({ email, role }, { db, doctor }) => {
    const invitedBy = { id: doctor.id, name: doctorName(doctor), email: doctor.email };
    const result = await createInvitation(db, { email, role, invitedBy });
    if (!result.ok) return fail(INVITED_EMAIL_HAS_ACCOUNT, { email: INVITED_EMAIL_HAS_ACCOUNT });
    deliverSoon();
    revalidatePath(STAFF_PATH);
    const { invitation } = result;
    return ok<InvitationSent>({ id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString(), replaced: result.replaced > 0 });
  },
  {
    role: 'administrator',
    audit: {
      entity: 'staff',
      action: 'staff-change',
      detail: (input, data) =>
        data ? `invited ${data.email} as ${data.role} (invitation ${data.id}${data.replaced ? ', the open one revoked' : ''})` : `invite ${input.email} as ${input.role}`,
    },
  },
);

/** Revokes an open invitation: its link opens nothing any more, and its mail is cancelled if it has not gone. */
export const revokeStaffInvitation = doctorAction(
  invitationIdSchema,
  async ({ id }, { db }) => {
    const result = await revokeInvitation(db, id);
    if (!result.ok) return fail(REVOKE_REFUSALS[result.reason]);
    revalidatePath(STAFF_PATH);
    return ok({ email: result.email });
  },
  {
    role: 'administrator',
    audit: { entity: 'staff', action: 'staff-change', detail: (input, data) => (data ? `revoked the invitation of ${data.email} (invitation ${input.id})` : `revoke invitation ${input.id}`) },
  },
);

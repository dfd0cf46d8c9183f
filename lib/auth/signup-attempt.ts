import 'server-only';
import { findDoctorByEmail } from '@/lib/staff/queries/doctors';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { queueMail } from '@/lib/mail/queue';
import { takeThrottle, type ThrottleRule } from './throttle';

/** One notice an hour at most per account: a signup form must not become a way to flood a doctor's inbox. */
export const SIGNUP_NOTICE_PER_EMAIL: ThrottleRule = { name: 'signup-notice-email', limit: 1, windowMs: 60 * 60_000 };

/** A notice that comes a day late says nothing useful any more. */
const NOTICE_GIVE_UP_MS = 24 * 60 * 60_000;

/**
 * Someone tried to sign up with the email of an existing account. The signup answers as for a new address (in
 * approval mode), so the one who may want to know is the account's owner: they get a mail, queued (the answer
 * must not wait for it), saying nothing was changed and where to sign in or reset the password. The mail names
 * neither the address nor the device of the attempt: the owner cannot act on either, and it could be anyone's.
 */
export async function queueSignupAttemptNotice(db: Db, email: string, now = new Date()): Promise<void> {
  const owner = await findDoctorByEmail(db, email);
  if (!owner) return;
  if (!(await takeThrottle(db, SIGNUP_NOTICE_PER_EMAIL, owner.email, now)).allowed) return;
  const { APP_URL } = getEnv();
  await queueMail(db, {
    kind: 'signup-attempt',
    doctorId: owner.id,
    mail: {
      to: owner.email,
      subject: 'Someone tried to sign up to HMS with your email',
      text: [
        'Someone asked for a new HMS account with this email address, which already has one. Nothing was changed: no account was made and nobody was signed in.',
        '',
        `If it was you, sign in at ${APP_URL}/login, or choose a new password at ${APP_URL}/forgot-password.`,
        'If it was not you, you need do nothing.',
      ].join('\n'),
    },
    giveUpAfterMs: NOTICE_GIVE_UP_MS,
    now,
  });
}

/** Where a signup in approval mode lands, a new email or not: it says the request was received. */
export const SIGNUP_RECEIVED_PATH = '/signup/received';

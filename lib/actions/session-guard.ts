import 'server-only';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { fail } from './result';

/** What an action answers when the session has ended between page load and save. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/** The signed-in doctor's id, or null: every write action refuses without one. */
export async function currentDoctorId(): Promise<number | null> {
  const session = await getCurrentSession();
  return session ? session.doctor.id : null;
}

export const sessionEnded = () => fail(SESSION_ENDED);

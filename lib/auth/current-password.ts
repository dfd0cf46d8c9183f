import 'server-only';
import { getDoctor } from '@/lib/staff/queries/doctors';
import type { Db } from '@/lib/db/types';
import { verifyPassword } from './password';

/** Said under the "Current password" field when it is wrong. */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * Re-authentication: whether `password` is the signed-in account's current password, read from the database
 * (not from the session). Changing the email, the password or the second factor asks for it.
 */
export async function isCurrentPassword(db: Db, doctorId: number, password: string): Promise<boolean> {
  const doctor = await getDoctor(db, doctorId);
  return !!doctor && (await verifyPassword(doctor.passwordHash, password));
}

import 'server-only';
import type { Doctor } from '@/lib/staff/queries/doctors';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { PENDING_APPROVAL_PATH } from './current-doctor';
import { afterLoginPath, SECURITY_PATH } from './next-path';
import { isTwoFactorRequired, twoFactorState } from './two-factor';

/**
 * Where a signed-in account goes: an account waiting for approval sees only the page that says so, one that
 * must have a second factor and has none enrols first (MFA_REQUIRED).
 */
export async function landingFor(db: Db, doctor: Doctor, next?: string | null): Promise<string> {
  if (doctor.status === 'pending') return PENDING_APPROVAL_PATH;
  if (isTwoFactorRequired(doctor.role, getEnv().MFA_REQUIRED) && !(await twoFactorState(db, doctor.id)).enabled) return SECURITY_PATH;
  return afterLoginPath(next);
}

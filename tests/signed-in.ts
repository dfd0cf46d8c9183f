import type { Doctor } from '@/lib/staff/queries/doctors';

export interface TestSession {
  sessionId: string;
  doctor: Doctor;
}

/**
 * The session that server actions see in a unit test: a test sets `signedIn.current` (null: signed out). A
 * test file routes the session guard here with
 *   jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
 */
export const signedIn: { current: TestSession | null } = { current: null };

/** What the mocked lib/auth/current-doctor answers. */
export const currentDoctorModule = {
  getCurrentSession: async () => signedIn.current,
  // No account in these tests must enrol a second factor first (MFA_REQUIRED is off outside production).
  getAccountSession: async () => signedIn.current,
  mustEnrolTwoFactor: async () => false,
};

/**
 * Signed out, each of `calls` answers that the session has ended, and `count` (the rows they would write)
 * is the same after them as before.
 */
export async function expectEachRefusedSignedOut(calls: ReadonlyArray<() => Promise<unknown>>, count: () => Promise<number>) {
  signedIn.current = null;
  const before = await count();
  for (const call of calls) await expect(call()).resolves.toEqual({ ok: false, message: 'Your session has ended. Sign in again.' });
  expect(await count()).toBe(before);
}

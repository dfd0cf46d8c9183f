import type { Doctor } from '@/lib/data/doctors';

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
export const currentDoctorModule = { getCurrentSession: async () => signedIn.current };

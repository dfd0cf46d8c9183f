import { desc, eq, gt } from 'drizzle-orm';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, sessions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { login, logout } from './sign-in';

// The real session code runs; only Next's request scope (cookies, headers) is stood in for.
const mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: ({ name }: { name: string }) => void mockJar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'jest' }),
}));

const DEMO = { email: 'doctor@example.com', password: 'demo-doctor-2024' };

let handle: DbHandle;
let demoId: number;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  setDbForTests(handle.db);
  [{ id: demoId }] = await handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.email, DEMO.email));
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(() => mockJar.clear());

async function linesOf(act: () => Promise<unknown>) {
  const [last] = await handle.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  await act();
  return handle.db.select().from(auditEvents).where(gt(auditEvents.id, last?.id ?? 0)).orderBy(auditEvents.id);
}

describe('sign-in, failed sign-in and sign-out in the audit trail', () => {
  it('a sign-in is recorded with its session, and a sign-out with the end of it', async () => {
    const signedIn = await linesOf(async () => expect(await login(DEMO)).toMatchObject({ ok: true }));
    expect(signedIn).toEqual([expect.objectContaining({ actorId: demoId, actorEmail: DEMO.email, action: 'sign-in', entity: 'session', entityId: null, outcome: 'success', address: 'unknown' })]);
    expect(await handle.db.select().from(sessions).where(eq(sessions.doctorId, demoId))).toHaveLength(1);

    const signedOut = await linesOf(() => expect(logout()).rejects.toThrow('NEXT_REDIRECT'));
    expect(signedOut).toEqual([expect.objectContaining({ actorId: demoId, action: 'sign-out', entity: 'session', outcome: 'success' })]);
    expect(await handle.db.select().from(sessions).where(eq(sessions.doctorId, demoId))).toHaveLength(0);
  });

  it('a wrong password names the account; an unknown email is kept as typed, with no account', async () => {
    const wrong = await linesOf(() => login({ email: DEMO.email, password: 'not-the-password' }));
    expect(wrong).toEqual([expect.objectContaining({ actorId: demoId, actorEmail: DEMO.email, action: 'sign-in-failed', outcome: 'failed', detail: 'wrong password' })]);
    const unknown = await linesOf(() => login({ email: 'Nobody@Clinic.test', password: 'whatever-1234' }));
    expect(unknown).toEqual([expect.objectContaining({ actorId: null, actorEmail: 'Nobody@Clinic.test', action: 'sign-in-failed', outcome: 'failed', detail: 'unknown email' })]);
  });

  it('attempts past the limit are refused without a password check, counted, and recorded at the 10th', async () => {
    const email = 'guesser@clinic.test';
    // The first failure of (email, address) in its window is one line; the next ones are counted.
    const first = await linesOf(() => login({ email, password: 'guess-1234' }));
    expect(first).toEqual([expect.objectContaining({ actorEmail: email, action: 'sign-in-failed', outcome: 'failed', detail: 'unknown email' })]);
    const quiet = await linesOf(async () => {
      for (let attempt = 1; attempt < 9; attempt += 1) await login({ email, password: 'guess-1234' });
    });
    expect(quiet).toEqual([]);
    const refused = await linesOf(() => login({ email, password: 'guess-1234' }));
    expect(refused).toEqual([
      expect.objectContaining({ actorEmail: email, action: 'sign-in-failed', outcome: 'refused', detail: 'too many attempts: 10 refused sign-ins in this 15-minute window' }),
    ]);
  });
});

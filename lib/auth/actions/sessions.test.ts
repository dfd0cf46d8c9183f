import { desc, eq } from 'drizzle-orm';
import { validateSession } from '@/lib/auth/session';
import { listSessions } from '@/lib/auth/session-list';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, sessions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { getEnv, resetEnvForTests } from '@/lib/env';
import { readSessionId, sessionCookieName } from '@/lib/auth/session-cookie';
import { createSeededTestDatabase } from '@/mocks/testing';
import { login } from './sign-in';
import { TWO_FACTOR_FIRST } from '@/lib/server-actions/doctor-action';
import { saveSchedule } from '@/lib/schedule/actions';
import { endOneSession, endOtherSessions, startTwoFactor, turnOffTwoFactor } from './security';
import { endAccountSessions } from '@/lib/staff/actions/staff';

const mockJar = new Map<string, string>();
let mockAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    set: (name: string, value: string) => void mockJar.set(name, value),
    delete: ({ name }: { name: string }) => void mockJar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': mockAgent }),
}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

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
  delete process.env.MFA_REQUIRED;
  resetEnvForTests();
  await handle.close();
});

/** Signs in afresh (a new browser) and gives the session's id from its cookie. */
async function signInAs(agent: string): Promise<string> {
  mockJar.clear();
  mockAgent = agent;
  expect(await login(DEMO)).toMatchObject({ ok: true });
  return (await readSessionId(mockJar.get(sessionCookieName()), getEnv().SESSION_SECRET))!;
}
const alive = async (id: string) => (await validateSession(handle.db, id, getEnv().SESSION_IDLE_MINUTES)) !== null;
const scope = () => ({ doctorId: demoId, secret: getEnv().SESSION_SECRET, idleMinutes: getEnv().SESSION_IDLE_MINUTES });

describe('sessions', () => {
  it('lists the doctor’s sessions by opaque handle and ends one at once', async () => {
    await handle.db.delete(sessions).where(eq(sessions.doctorId, demoId));
    const phone = await signInAs('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1');
    const desk = await signInAs('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/140.0');

    const rows = await listSessions(handle.db, { ...scope(), currentSessionId: desk });
    expect(rows.map(({ device, current }) => ({ device, current }))).toEqual(
      expect.arrayContaining([
        { device: 'Safari on iOS', current: false },
        { device: 'Firefox on Windows', current: true },
      ]),
    );
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(phone);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(desk);

    const other = rows.find((row) => !row.current)!;
    expect(await endOneSession({ handle: rows.find((row) => row.current)!.handle })).toMatchObject({ ok: false });
    expect(await endOneSession({ handle: other.handle })).toEqual({ ok: true, data: undefined });
    expect(await alive(phone)).toBe(false);
    expect(await alive(desk)).toBe(true);
    expect(await endOneSession({ handle: other.handle })).toEqual(expect.objectContaining({ ok: false, message: 'This session has already ended.' }));
    expect(await endOneSession({ handle: 'not a handle' })).toEqual(expect.objectContaining({ ok: false }));
  });

  it('ends every other session at once, and an administrator ends an account’s sessions from Staff, audited', async () => {
    const first = await signInAs('curl/8');
    const second = await signInAs('curl/8');
    const third = await signInAs('curl/8');
    expect(await endOtherSessions({})).toEqual({ ok: true, data: undefined });
    expect([await alive(first), await alive(second), await alive(third)]).toEqual([false, false, true]);

    const [colleague] = await handle.db.select().from(doctors).where(eq(doctors.role, 'doctor')).limit(1);
    await handle.db.insert(sessions).values({ id: 'colleague-session', doctorId: colleague.id, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await endAccountSessions({ id: colleague.id })).toEqual({ ok: true, data: { leftAdministrators: false } });
    expect(await alive('colleague-session')).toBe(false);
    const [account] = await handle.db.select().from(doctors).where(eq(doctors.id, colleague.id));
    expect(account.status).toBe('active');
    const [line] = await handle.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({ actorId: demoId, action: 'staff-change', entityId: String(colleague.id), detail: 'ended sessions', outcome: 'success' });
  });
});

describe('MFA_REQUIRED=administrators', () => {
  it('sends an administrator without a second factor to enrol before anything else, and keeps it on', async () => {
    process.env.MFA_REQUIRED = 'administrators';
    resetEnvForTests();
    mockJar.clear();
    expect(await login(DEMO)).toEqual({ ok: true, data: { redirectTo: '/doctor/settings/security' } });
    const week = { perPatientTime: '00:30', days: [] };
    expect(await saveSchedule(week)).toEqual({ ok: false, message: TWO_FACTOR_FIRST });
    expect((await startTwoFactor({ currentPassword: DEMO.password })).ok).toBe(true);
    expect(await turnOffTwoFactor({ currentPassword: DEMO.password })).toEqual(
      expect.objectContaining({ ok: false, message: 'Two-factor sign-in is required for your account and cannot be turned off.' }),
    );
  });
});

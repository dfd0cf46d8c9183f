import { eq } from 'drizzle-orm';
import { after } from 'next/server';
import { hashPassword } from '@/lib/auth/password';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors, queuedMails } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { sendMail } from '@/lib/mail/outbox';
import { signedIn } from '@/tests/signed-in';
import { changePassword, requestPasswordReset, resetPassword } from './sign-in';

// Old reset links die: a completed reset ends the account's other links, and so does a password change. Each test
// has an account of its own (the reset mails are limited per email).

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
// The mail goes after the response (Next's `after`): the test keeps the scheduled work and runs it itself.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: jest.fn() }));
jest.mock('@/lib/mail/outbox', () => ({ sendMail: jest.fn(async () => undefined) }));
jest.mock('@/lib/auth/current-doctor', () => ({
  ...jest.requireActual('@/tests/signed-in').currentDoctorModule,
  requestMeta: async () => ({ ip: '10.3.0.1', userAgent: 'jest' }),
  startSession: jest.fn(async () => undefined),
  PENDING_APPROVAL_PATH: '/pending-approval',
}));

const PASSWORD = 'first-password-1';
const INVALID_LINK = { ok: false, message: 'This reset link is invalid or has expired. Ask for a new one.' };

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(() => {
  jest.mocked(after).mockClear();
  jest.mocked(sendMail).mockClear();
});

let accounts = 0;
async function account(): Promise<Doctor> {
  accounts += 1;
  const [doctor] = await handle.db
    .insert(doctors)
    .values({ email: `owner${accounts}@clinic.ng`, firstName: 'Ngozi', lastName: 'Eze', passwordHash: await hashPassword(PASSWORD) })
    .returning();
  return doctor!;
}

/** Asks for a reset as the forgot-password form does, runs what the request left for after its response, and gives the mailed link's token. */
async function mailedToken(email: string): Promise<string> {
  jest.mocked(after).mockClear();
  jest.mocked(sendMail).mockClear();
  expect(await requestPasswordReset({ email })).toMatchObject({ ok: true });
  for (const [task] of jest.mocked(after).mock.calls) await (task as () => Promise<void>)();
  const [[mail]] = jest.mocked(sendMail).mock.calls;
  expect(mail.to).toBe(email);
  return new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
}

const reset = (token: string, password: string) => resetPassword({ token, newPassword: password, confirmPassword: password });

describe('old reset links are refused', () => {
  it('after a completed reset with another link of the same account', async () => {
    const owner = await account();
    const older = await mailedToken(owner.email);
    const newer = await mailedToken(owner.email);
    expect(await reset(newer, 'second-password-2')).toEqual({ ok: true, data: undefined });
    expect(await reset(older, 'attacker-password-3')).toEqual(INVALID_LINK);
  });

  it('after a password change in Settings, and a reset mail still waiting is not sent', async () => {
    const owner = await account();
    const mailed = await mailedToken(owner.email);
    // A second request whose mail has not gone yet when the password changes.
    expect(await requestPasswordReset({ email: owner.email })).toMatchObject({ ok: true });

    signedIn.current = { sessionId: 'settings', doctor: owner };
    try {
      expect(await changePassword({ currentPassword: PASSWORD, newPassword: 'changed-password-2', confirmPassword: 'changed-password-2' })).toEqual({ ok: true, data: undefined });
    } finally {
      signedIn.current = null;
    }
    expect(await reset(mailed, 'attacker-password-3')).toEqual(INVALID_LINK);

    jest.mocked(sendMail).mockClear();
    for (const [task] of jest.mocked(after).mock.calls) await (task as () => Promise<void>)();
    expect(sendMail).not.toHaveBeenCalled();
    const states = await handle.db.select({ state: queuedMails.state }).from(queuedMails).where(eq(queuedMails.doctorId, owner.id));
    expect(states.map((row) => row.state).sort()).toEqual(['cancelled', 'sent']);
  });

  it('after a completed reset: every other link of the account, older or newer, and the used one', async () => {
    const owner = await account();
    const first = await mailedToken(owner.email);
    const second = await mailedToken(owner.email);
    const third = await mailedToken(owner.email);
    expect(await reset(second, 'second-password-2')).toEqual({ ok: true, data: undefined });
    expect(await reset(first, 'attacker-password-3')).toEqual(INVALID_LINK);
    expect(await reset(third, 'attacker-password-3')).toEqual(INVALID_LINK);
    expect(await reset(second, 'attacker-password-3')).toEqual(INVALID_LINK);
  });
});

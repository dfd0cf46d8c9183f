import { eq } from 'drizzle-orm';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors, queuedMails } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { captureLogs } from '@/lib/log/testing';
import { deliverQueuedMails } from './delivery';
import type { Mail } from './outbox';
import { cancelQueuedMails, deleteFinishedMails, FINISHED_MAIL_KEPT_MS, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetryDelayMs, NOT_SENT_IN_TIME, queueMail } from './queue';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const MINUTE = 60_000;
const LINK = 'http://localhost:3000/reset-password?token=Zm9vYmFyYmF6cXV4';
const MAIL: Mail = { to: 'ngozi@clinic.ng', subject: 'Reset your HMS password', text: `Open this link:\n${LINK}` };

let handle: DbHandle;
let doctorId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  [{ id: doctorId }] = await handle.db.insert(doctors).values({ email: 'ngozi@clinic.ng', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x' }).returning({ id: doctors.id });
});
afterAll(() => handle.close());
beforeEach(() => handle.db.delete(queuedMails));

/** Each test's clock starts at an hour of its own; the rows' times are all set from it. */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 8, 0, 0) + minutes * MINUTE);

const queue = (mail: Mail = MAIL, now = at(0), giveUpAfterMs = 30 * MINUTE) =>
  queueMail(handle.db, { kind: 'password-reset', doctorId, mail, giveUpAfterMs, now, sessionSecret: SECRET });

const row = async (id: number) => (await handle.db.select().from(queuedMails).where(eq(queuedMails.id, id)))[0]!;

function sender(failWith?: Error) {
  const sent: Mail[] = [];
  const send = jest.fn(async (mail: Mail) => {
    if (failWith) throw failWith;
    sent.push(mail);
  });
  return { sent, send };
}

const pass = (send: (mail: Mail) => Promise<void>, now: Date, sessionSecret = SECRET) => deliverQueuedMails(handle.db, { now, send, sessionSecret });

describe('the mail queue', () => {
  it('keeps the mail sealed while it waits: the link is nowhere in the row', async () => {
    const id = await queue();
    const stored = await row(id);
    expect(stored).toMatchObject({ state: 'queued', kind: 'password-reset', doctorId, attempts: 0 });
    expect(JSON.stringify(stored)).not.toContain('Zm9vYmFyYmF6cXV4');
    expect(JSON.stringify(stored)).not.toContain('ngozi@clinic.ng');
  });

  it('is sent by a later pass, which needs nothing the queuing process held (a restart loses nothing), once, and forgets the text', async () => {
    const id = await queue();
    // What a pass finds is only what the table holds: this one could run on another server, or after a restart.
    const { sent, send } = sender();
    expect(await pass(send, at(0))).toEqual({ sent: 1, retrying: 0, failed: 0, requeued: 0 });
    expect(sent).toEqual([MAIL]);
    expect(await row(id)).toMatchObject({ state: 'sent', sentAt: at(0), sealed: null, attempts: 1 });
    expect(await pass(send, at(1))).toEqual({ sent: 0, retrying: 0, failed: 0, requeued: 0 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure, with a growing wait, and fails for good after its last try', async () => {
    const id = await queue(MAIL, at(0), 60 * MINUTE);
    const refused = Object.assign(new Error('550 no such user ngozi@clinic.ng'), { code: 'EENVELOPE' });
    const failing = sender(refused);
    const logs = captureLogs();
    try {
      expect(await pass(failing.send, at(0))).toMatchObject({ retrying: 1 });
      const first = await row(id);
      expect(first).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: new Date(at(0).getTime() + mailRetryDelayMs(1)) });
      // What the row and the log keep of the failure names neither the recipient nor the text.
      expect(first.lastError).toBe('The mail server did not take the mail (EENVELOPE)');
      expect(logs.text()).not.toContain('ngozi');
      // Not due yet: nothing is tried.
      expect(await pass(failing.send, at(0.5))).toMatchObject({ retrying: 0, sent: 0 });
      let now = at(0);
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
        now = new Date(now.getTime() + mailRetryDelayMs(attempt - 1));
        await pass(failing.send, now);
      }
      expect(failing.send).toHaveBeenCalledTimes(MAIL_MAX_ATTEMPTS);
      expect(await row(id)).toMatchObject({ state: 'failed', sealed: null, attempts: MAIL_MAX_ATTEMPTS, lastError: `The mail server did not take the mail (EENVELOPE) (${MAIL_MAX_ATTEMPTS} tries)` });
    } finally {
      logs.restore();
    }
  });

  it('gives up at its give-up time: a reset mail is not sent once its link has expired', async () => {
    const failed = await queue(MAIL, at(0), 30 * MINUTE);
    await pass(sender(new Error('down')).send, at(0));
    const late = await queue(MAIL, at(0), 30 * MINUTE);
    const { send } = sender();
    expect(await pass(send, at(30))).toMatchObject({ sent: 0, failed: 2 });
    expect(send).not.toHaveBeenCalled();
    for (const id of [failed, late]) expect(await row(id)).toMatchObject({ state: 'failed', sealed: null, lastError: NOT_SENT_IN_TIME });
  });

  it('a retry that would come after the give-up time is not waited for: the mail fails at once', async () => {
    const id = await queue(MAIL, at(0), 30 * MINUTE);
    await pass(sender(new Error('down')).send, at(29.5));
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('queues again a mail whose server stopped while sending it, once the lease is over', async () => {
    const id = await queue(MAIL, at(0), 60 * MINUTE);
    // A pass claimed it (committed as sending) and its server stopped before recording the outcome.
    await handle.db.update(queuedMails).set({ state: 'sending', claimedAt: at(0), attempts: 1 }).where(eq(queuedMails.id, id));
    const { sent, send } = sender();
    expect(await pass(send, at(1))).toMatchObject({ sent: 0, requeued: 0 });
    expect(send).not.toHaveBeenCalled();
    const afterLease = new Date(at(0).getTime() + MAIL_LEASE_MS + MINUTE);
    expect(await pass(send, afterLease)).toMatchObject({ sent: 1, requeued: 1 });
    expect(sent).toEqual([MAIL]);
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('fails a mail sealed under another SESSION_SECRET, without sending anything', async () => {
    const id = await queue();
    const { send } = sender();
    expect(await pass(send, at(0), 'another-session-secret-of-32-characters!')).toMatchObject({ failed: 1, sent: 0 });
    expect(send).not.toHaveBeenCalled();
    expect(await row(id)).toMatchObject({ state: 'failed', sealed: null });
  });

  it("cancels an account's waiting mails of one kind, and nothing else", async () => {
    const reset = await queue();
    const notice = await queueMail(handle.db, { kind: 'signup-attempt', doctorId, mail: MAIL, giveUpAfterMs: MINUTE, now: at(0), sessionSecret: SECRET });
    expect(await cancelQueuedMails(handle.db, { doctorId, kind: 'password-reset' })).toBe(1);
    expect(await row(reset)).toMatchObject({ state: 'cancelled', sealed: null });
    expect(await row(notice)).toMatchObject({ state: 'queued' });
  });

  it('housekeeping deletes the records of mails finished a week ago, never a waiting one', async () => {
    const old = await queue(MAIL, at(0));
    await pass(sender().send, at(0));
    const waiting = await queue(MAIL, at(0), 30 * 24 * 60 * MINUTE);
    await handle.db.update(queuedMails).set({ nextAttemptAt: at(60 * 24 * 30) }).where(eq(queuedMails.id, waiting));
    expect(await deleteFinishedMails(handle.db, { now: new Date(at(0).getTime() + FINISHED_MAIL_KEPT_MS - MINUTE) })).toBe(0);
    expect(await deleteFinishedMails(handle.db, { now: new Date(at(0).getTime() + FINISHED_MAIL_KEPT_MS + MINUTE) })).toBe(1);
    const left = await handle.db.select({ id: queuedMails.id }).from(queuedMails);
    expect(left).toEqual([{ id: waiting }]);
    expect(left).not.toContainEqual({ id: old });
  });
});

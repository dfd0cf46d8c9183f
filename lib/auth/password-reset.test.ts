import { eq } from 'drizzle-orm';
import { updateDoctorPassword } from '@/lib/staff/writes/doctors';
import { createTestDatabase } from '@/lib/db/testing';
import { doctors, passwordResetTokens, queuedMails } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { consumeResetToken, createResetToken, deleteSpentResetLinks, endResetLinks, queueResetMail, RESET_TOKEN_LIFETIME_MS } from './password-reset';

let handle: DbHandle;
let ngozi: number;
let bola: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  [{ id: ngozi }, { id: bola }] = await handle.db
    .insert(doctors)
    .values([
      { email: 'ngozi@clinic.ng', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x' },
      { email: 'bola@clinic.ng', firstName: 'Bola', lastName: 'Ade', passwordHash: 'x' },
    ])
    .returning({ id: doctors.id });
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(passwordResetTokens);
  await handle.db.delete(queuedMails);
});

describe('reset links end with the password they were asked for', () => {
  it("a new password, set whichever way (updateDoctorPassword), ends every outstanding link of that account and no other's", async () => {
    const first = await createResetToken(handle.db, ngozi);
    const second = await createResetToken(handle.db, ngozi);
    const others = await createResetToken(handle.db, bola);
    await updateDoctorPassword(handle.db, ngozi, 'new-hash');
    expect(await consumeResetToken(handle.db, first)).toBeNull();
    expect(await consumeResetToken(handle.db, second)).toBeNull();
    expect(await consumeResetToken(handle.db, others)).toBe(bola);
  });

  it('cancels the reset mails of the account that have not gone yet', async () => {
    await queueResetMail(handle.db, { id: ngozi, email: 'ngozi@clinic.ng' });
    await queueResetMail(handle.db, { id: bola, email: 'bola@clinic.ng' });
    await endResetLinks(handle.db, ngozi);
    const mails = await handle.db.select({ doctorId: queuedMails.doctorId, state: queuedMails.state, sealed: queuedMails.sealed }).from(queuedMails).orderBy(queuedMails.id);
    expect(mails).toEqual([
      { doctorId: ngozi, state: 'cancelled', sealed: null },
      { doctorId: bola, state: 'queued', sealed: expect.any(String) },
    ]);
  });

  it('queues the link with its mail, which gives up when the link expires', async () => {
    const now = new Date('2026-11-30T08:00:00Z');
    await queueResetMail(handle.db, { id: ngozi, email: 'ngozi@clinic.ng' }, now);
    const [token] = await handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.doctorId, ngozi));
    const [mail] = await handle.db.select().from(queuedMails);
    expect(token.expiresAt).toEqual(new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS));
    expect(mail).toMatchObject({ kind: 'password-reset', doctorId: ngozi, state: 'queued', nextAttemptAt: now, giveUpAt: token.expiresAt });
  });

  it('housekeeping deletes the links that are used or expired, and keeps the live ones', async () => {
    const now = new Date('2026-11-30T08:00:00Z');
    const used = await createResetToken(handle.db, ngozi, now);
    await consumeResetToken(handle.db, used, now);
    await createResetToken(handle.db, ngozi, new Date(now.getTime() - RESET_TOKEN_LIFETIME_MS - 1000));
    const live = await createResetToken(handle.db, bola, now);
    expect(await deleteSpentResetLinks(handle.db, new Date(now.getTime() + 1000))).toBe(2);
    expect(await consumeResetToken(handle.db, live, new Date(now.getTime() + 2000))).toBe(bola);
  });
});

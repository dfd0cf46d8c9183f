import { asc, eq } from 'drizzle-orm';
import { doctors, labCriticalNotices, labOrders, labTests, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { afterRelease } from '@/lib/lab/writes/after-release';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, collectSpecimen, enterResults, releaseOrder } from '@/lib/lab/writes/steps';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import type { ReminderSenders } from '@/lib/reminders/pass';
import { NO_LONGER_CRITICAL, runCriticalNoticePass } from './pass';
import { REPLACED_NOTICE } from './queue';

jest.setTimeout(60_000);

let handle: DbHandle;
let doctorId: number;
let scientist: number;
let verifier: number;
let patientId: number;
let patientNumber: number;
const test: Record<string, number> = {};

const NOW = new Date('2026-11-30T09:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const BOTH = { sms: true, email: true } as const;

beforeAll(async () => {
  handle = await createTestDatabase();
  const staff = await handle.db
    .insert(doctors)
    .values([
      { email: 'ada@clinic.test', firstName: 'Ada', lastName: 'Obi', phone: '0803 555 1234', passwordHash: 'x' },
      { email: 'ngozi@lab.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'bayo@lab.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  [doctorId, scientist, verifier] = staff.map((row) => row.id);
  const [patient] = await handle.db
    .insert(patients)
    .values({ firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' })
    .returning({ id: patients.id, patientNumber: patients.patientNumber });
  ({ id: patientId, patientNumber } = patient);
  for (const row of await handle.db.select({ id: labTests.id, code: labTests.code }).from(labTests)) test[row.code] = row.id;
});
afterAll(() => handle.close());

/** A released order of one test with this value, as the lab would leave it. */
async function released(code: string, value: string) {
  const placed = await placeOrder(handle.db, { patientId, testIds: [test[code]], priority: 'stat', note: '' }, { doctorId }, NOW);
  if (!placed.ok) throw new Error(placed.reason);
  await collectSpecimen(handle.db, placed.id, `A-${placed.id}`, scientist, later(5));
  await enterResults(handle.db, placed.id, [{ testId: test[code], value }], { doctorId: scientist }, later(30));
  const release = await releaseOrder(handle.db, placed.id, { doctorId: verifier }, false, later(40));
  if (!release.ok) throw new Error(release.message);
  return placed;
}

/** Senders that keep what they were given, as a gateway and a mail server would take it. */
function outbox() {
  const sms: Array<{ to: string; text: string }> = [];
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  const senders: ReminderSenders = {
    sms: { send: async (message) => void sms.push(message) },
    email: async (mail) => void mails.push(mail),
  };
  return { sms, mails, senders };
}

const pass = (senders: ReminderSenders, now = later(41)) =>
  runCriticalNoticePass(handle.db, { senders, clinicName: 'Garden City Hospital', appUrl: 'https://hms.clinic.ng', now });

const noticesOf = (orderId: number) =>
  handle.db
    .select({ channel: labCriticalNotices.channel, state: labCriticalNotices.state, lastError: labCriticalNotices.lastError, recipient: labCriticalNotices.recipient })
    .from(labCriticalNotices)
    .where(eq(labCriticalNotices.orderId, orderId))
    .orderBy(asc(labCriticalNotices.id));

const noticeAt = async (orderId: number) => (await handle.db.select({ at: labOrders.criticalNoticeAt }).from(labOrders).where(eq(labOrders.id, orderId)))[0].at;

describe('the critical result notice', () => {
  it('goes to the ordering doctor once, by SMS and e-mail, across two passes and two servers at once, naming no value', async () => {
    const order = await released('haemoglobin', '6.2');
    await afterRelease(handle.db, order.id, { now: later(40), channels: BOTH });
    // Called again (a second release path, a retried request): nothing more is queued.
    await afterRelease(handle.db, order.id, { now: later(40), channels: BOTH });
    expect(await noticeAt(order.id)).toEqual(later(40));

    const box = outbox();
    await expect(pass(box.senders)).resolves.toEqual({ sent: 2, skipped: 0, retrying: 0, failed: 0 });
    await expect(pass(box.senders, later(42))).resolves.toEqual({ sent: 0, skipped: 0, retrying: 0, failed: 0 });
    const [a, b] = [outbox(), outbox()];
    await Promise.all([pass(a.senders, later(43)), pass(b.senders, later(43))]);
    expect([...a.sms, ...b.sms, ...a.mails, ...b.mails]).toEqual([]);

    const number = formatLabOrderNumber(order.number);
    expect(box.sms).toEqual([{ to: '+2348035551234', text: `Critical lab result for ${formatPatientNumber(patientNumber)} (${number}): open the app to review. Garden City Hospital` }]);
    expect(box.mails).toHaveLength(1);
    expect(box.mails[0]).toMatchObject({ to: 'ada@clinic.test', subject: `Critical lab result for ${formatPatientNumber(patientNumber)} (${number})` });
    expect(box.mails[0].text).toContain(`https://hms.clinic.ng/doctor/patients/${patientId}/results`);
    for (const message of [box.sms[0].text, box.mails[0].subject, box.mails[0].text]) {
      expect(message).not.toMatch(/6\.2|Haemoglobin|Chioma|Okafor/);
    }
    expect(await noticesOf(order.id)).toEqual([
      { channel: 'email', state: 'sent', lastError: null, recipient: 'ada@clinic.test' },
      { channel: 'sms', state: 'sent', lastError: null, recipient: '+2348035551234' },
    ]);
  });

  it('is not queued when no result is critical (an abnormal one is not)', async () => {
    const order = await released('haemoglobin', '9.5');
    await afterRelease(handle.db, order.id, { now: later(40), channels: BOTH });
    expect(await noticesOf(order.id)).toEqual([]);
    expect(await noticeAt(order.id)).toBeNull();
  });

  it('is recorded as skipped, with the reason, when no channel is configured, and nothing is sent', async () => {
    const order = await released('glucose-random', '30.0');
    await afterRelease(handle.db, order.id, { now: later(40), channels: { sms: false, email: false } });
    expect(await noticesOf(order.id)).toEqual([
      { channel: 'email', state: 'skipped', lastError: 'Email not configured', recipient: 'ada@clinic.test' },
      { channel: 'sms', state: 'skipped', lastError: 'SMS not configured', recipient: '+2348035551234' },
    ]);
    const box = outbox();
    await pass(box.senders);
    expect([...box.sms, ...box.mails]).toEqual([]);
  });

  it('is told again after an amendment that stays critical, and not sent when an amendment took the critical value away', async () => {
    const order = await released('haemoglobin', '5.9');
    await afterRelease(handle.db, order.id, { now: later(40), channels: { sms: true, email: false } });
    await pass(outbox().senders);

    // Amended and still critical: a second notice.
    await amendResult(handle.db, order.id, test.haemoglobin, '6.4', 'Typed from the wrong tube', scientist, later(60));
    await afterRelease(handle.db, order.id, { now: later(60), channels: { sms: true, email: false } });
    const box = outbox();
    await pass(box.senders, later(61));
    expect(box.sms).toHaveLength(1);

    // Amended while its notice waits: the waiting one is replaced, and the new value is not critical.
    await amendResult(handle.db, order.id, test.haemoglobin, '4.0', 'Rerun', scientist, later(70));
    await afterRelease(handle.db, order.id, { now: later(70), channels: { sms: true, email: false } });
    await amendResult(handle.db, order.id, test.haemoglobin, '11.0', 'The rerun was of a clotted sample', scientist, later(71));
    await afterRelease(handle.db, order.id, { now: later(71), channels: { sms: true, email: false } });
    const quiet = outbox();
    await expect(pass(quiet.senders, later(72))).resolves.toMatchObject({ sent: 0, skipped: 1 });
    expect(quiet.sms).toEqual([]);
    expect((await noticesOf(order.id)).filter((row) => row.channel === 'sms').map((row) => [row.state, row.lastError])).toEqual([
      ['sent', null],
      ['sent', null],
      ['skipped', NO_LONGER_CRITICAL],
    ]);
  });

  it('replaces a notice still waiting when an amendment queues a new one', async () => {
    const order = await released('haemoglobin', '5.0');
    await afterRelease(handle.db, order.id, { now: later(40), channels: { sms: true, email: false } });
    await amendResult(handle.db, order.id, test.haemoglobin, '5.5', 'Rerun', scientist, later(45));
    await afterRelease(handle.db, order.id, { now: later(45), channels: { sms: true, email: false } });
    const box = outbox();
    await pass(box.senders, later(46));
    expect(box.sms).toHaveLength(1);
    expect((await noticesOf(order.id)).filter((row) => row.channel === 'sms').map((row) => [row.state, row.lastError])).toEqual([
      ['skipped', REPLACED_NOTICE],
      ['sent', null],
    ]);
  });

  it('tries a failed send again later, and fails it for good after its tries', async () => {
    const order = await released('glucose-random', '1.5');
    await afterRelease(handle.db, order.id, { now: later(40), channels: { sms: true, email: false } });
    const failing: ReminderSenders = { sms: { send: async () => Promise.reject(new Error('Gateway refused')) } };
    await expect(pass(failing, later(41))).resolves.toMatchObject({ retrying: 1 });
    // Not due yet: nothing is tried.
    await expect(pass(failing, later(41.5))).resolves.toMatchObject({ retrying: 0, failed: 0 });
    await expect(pass(failing, later(43))).resolves.toMatchObject({ retrying: 1 });
    await expect(pass(failing, later(50))).resolves.toMatchObject({ failed: 1 });
    expect((await noticesOf(order.id)).find((row) => row.channel === 'sms')).toMatchObject({ state: 'failed', lastError: 'Gateway refused (3 tries)' });
  });
});

import { eq, notInArray } from 'drizzle-orm';
import { appointments, appointmentStatusChanges, doctors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { arrivedAtColumn } from '@/lib/appointments/queries/arrival';
import { changeAppointmentStatus } from './status';
import { listStatusChanges } from '@/lib/appointments/queries/status-changes';
import { getAppointment } from '@/lib/appointments/queries/appointments';

let handle: DbHandle;
let doctorId: number;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).limit(1);
});
afterAll(() => handle.close());

/** A pending appointment of the demo data, a different one per call. */
const used = new Set<number>();
async function pendingAppointment(): Promise<number> {
  const rows = await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'pending'));
  const row = rows.find((candidate) => !used.has(candidate.id))!;
  used.add(row.id);
  return row.id;
}

/** Any appointment of the demo data not used yet, made pending on its own day (no other booking of the doctor's then). */
async function pendingOn(date: string): Promise<number> {
  // Not a pending one: those are the other tests' (pendingAppointment); nor the sample's checked-in one, whose
  // history holds an arrival already.
  const rows = await handle.db.select({ id: appointments.id }).from(appointments).where(notInArray(appointments.status, ['pending', 'arrived']));
  const { id } = rows.find((candidate) => !used.has(candidate.id))!;
  used.add(id);
  await handle.db.update(appointments).set({ status: 'pending', date, time: '10:00:00', endsAt: `${date} 10:45:00` }).where(eq(appointments.id, id));
  return id;
}

const historyRows = (id: number) => handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));

describe('changeAppointmentStatus', () => {
  it('moves pending → confirmed → completed, recording who and when', async () => {
    const id = await pendingAppointment();
    const confirmed = await changeAppointmentStatus(handle.db, { id, status: 'confirmed', changedById: doctorId });
    expect(confirmed).toEqual({ ok: true, appointment: expect.objectContaining({ id, status: 'confirmed' }) });
    await expect(changeAppointmentStatus(handle.db, { id, status: 'completed', changedById: null })).resolves.toMatchObject({ ok: true });
    const history = await listStatusChanges(handle.db, id);
    expect(history).toEqual([
      // A change of status moves no time: the start fields are a reschedule's (lib/appointments/writes/reschedule.ts).
      { fromStatus: 'pending', toStatus: 'confirmed', changedAt: expect.any(Date), changedBy: expect.stringMatching(/^Dr\. /), fromStart: null, toStart: null },
      { fromStatus: 'confirmed', toStatus: 'completed', changedAt: expect.any(Date), changedBy: null, fromStart: null, toStart: null },
    ]);
  });

  it('refuses a move the rules do not allow and changes nothing', async () => {
    const id = await pendingAppointment();
    await expect(changeAppointmentStatus(handle.db, { id, status: 'completed', changedById: doctorId })).resolves.toEqual({
      ok: false,
      reason: 'not-allowed',
      from: 'pending',
    });
    await changeAppointmentStatus(handle.db, { id, status: 'cancelled', changedById: doctorId });
    await expect(changeAppointmentStatus(handle.db, { id, status: 'pending', changedById: doctorId })).resolves.toMatchObject({ ok: false, from: 'cancelled' });
    const [row] = await handle.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe('cancelled');
    expect(await historyRows(id)).toHaveLength(1);
  });

  it('refuses completing a visit before its start unless told it is allowed, and allows it from the start on', async () => {
    /** A confirmed appointment of ours on that day at 10:00 (a day no other booking of the doctor's uses). */
    async function confirmedOn(date: string) {
      const id = await pendingAppointment();
      await handle.db.update(appointments).set({ date, time: '10:00:00', endsAt: `${date} 10:45:00` }).where(eq(appointments.id, id));
      await changeAppointmentStatus(handle.db, { id, status: 'confirmed', changedById: doctorId });
      return id;
    }
    const ahead = await confirmedOn('2099-03-04');
    await expect(changeAppointmentStatus(handle.db, { id: ahead, status: 'completed', changedById: doctorId, earlyCompletion: 'refused' })).resolves.toEqual({
      ok: false,
      reason: 'early',
      start: { date: '2099-03-04', time: '10:00:00' },
    });
    expect((await handle.db.select().from(appointments).where(eq(appointments.id, ahead)))[0].status).toBe('confirmed');
    expect(await historyRows(ahead)).toHaveLength(1);
    // Cancelling before the start is no completion: nothing more to ask.
    await expect(changeAppointmentStatus(handle.db, { id: await confirmedOn('2099-03-05'), status: 'cancelled', changedById: doctorId, earlyCompletion: 'refused' })).resolves.toMatchObject({ ok: true });
    // Confirmed by the doctor (the action's early: true), or through the hospital API (allowed by default).
    await expect(changeAppointmentStatus(handle.db, { id: ahead, status: 'completed', changedById: doctorId, earlyCompletion: 'allowed' })).resolves.toMatchObject({ ok: true });
    await expect(changeAppointmentStatus(handle.db, { id: await confirmedOn('2099-03-06'), status: 'completed', changedById: null })).resolves.toMatchObject({ ok: true });
    const begun = await confirmedOn('2001-03-04');
    await expect(changeAppointmentStatus(handle.db, { id: begun, status: 'completed', changedById: doctorId, earlyCompletion: 'refused' })).resolves.toMatchObject({ ok: true });
  });

  it('checks a patient in from pending or confirmed, then completes or cancels; the arrival time is read from the history', async () => {
    const id = await pendingOn('2098-01-05');
    const arrived = await changeAppointmentStatus(handle.db, { id, status: 'arrived', changedById: doctorId });
    if (!arrived.ok) throw new Error(arrived.reason);
    // The demo appointment may have a history of its own before: the arrival is its latest change.
    const change = (await historyRows(id)).find((row) => row.toStatus === 'arrived')!;
    expect(change).toMatchObject({ fromStatus: 'pending', toStatus: 'arrived' });
    expect(arrived.appointment.arrivedAt).toEqual(change.changedAt);
    // Every read of the appointment carries it, from the history (no column copies it).
    expect((await getAppointment(handle.db, id))?.arrivedAt).toEqual(change.changedAt);
    const [{ arrivedAt }] = await handle.db.select({ arrivedAt: arrivedAtColumn() }).from(appointments).where(eq(appointments.id, id));
    expect(arrivedAt).toEqual(change.changedAt);
    // Arrived is no no-show, and goes back to nothing earlier.
    for (const status of ['no-show', 'confirmed', 'pending'] as const) {
      await expect(changeAppointmentStatus(handle.db, { id, status, changedById: doctorId })).resolves.toMatchObject({ ok: false, reason: 'not-allowed', from: 'arrived' });
    }
    await expect(changeAppointmentStatus(handle.db, { id, status: 'completed', changedById: doctorId })).resolves.toMatchObject({ ok: true, appointment: { status: 'completed', arrivedAt: change.changedAt } });
    expect((await listStatusChanges(handle.db, id)).map((row) => row.toStatus).slice(-2)).toEqual(['arrived', 'completed']);

    const confirmed = await pendingOn('2098-01-06');
    await changeAppointmentStatus(handle.db, { id: confirmed, status: 'confirmed', changedById: doctorId });
    await expect(changeAppointmentStatus(handle.db, { id: confirmed, status: 'arrived', changedById: null })).resolves.toMatchObject({ ok: true });
    await expect(changeAppointmentStatus(handle.db, { id: confirmed, status: 'cancelled', changedById: doctorId })).resolves.toMatchObject({ ok: true });
    // Never checked in: no arrival.
    expect((await getAppointment(handle.db, await pendingOn('2098-01-07')))?.arrivedAt).toBeNull();
  });

  it('refuses a no-show before the visit’s start (the screens and the API alike), and allows it from the start on', async () => {
    const ahead = await pendingOn('2099-04-01');
    const changesBefore = (await historyRows(ahead)).length;
    for (const changedById of [doctorId, null]) {
      await expect(changeAppointmentStatus(handle.db, { id: ahead, status: 'no-show', changedById })).resolves.toEqual({
        ok: false,
        reason: 'not-started',
        start: { date: '2099-04-01', time: '10:00:00' },
      });
    }
    expect(await historyRows(ahead)).toHaveLength(changesBefore);
    const begun = await pendingOn('2001-04-01');
    await expect(changeAppointmentStatus(handle.db, { id: begun, status: 'no-show', changedById: doctorId })).resolves.toMatchObject({ ok: true });
  });

  it('says an unknown appointment is not found', async () => {
    await expect(changeAppointmentStatus(handle.db, { id: 2_000_000_000, status: 'confirmed', changedById: doctorId })).resolves.toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('takes two changes at once one after the other: of two confirmations exactly one wins', async () => {
    const id = await pendingAppointment();
    const results = await Promise.all([1, 2].map(() => changeAppointmentStatus(handle.db, { id, status: 'confirmed', changedById: doctorId })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'not-allowed', from: 'confirmed' }]);
    expect(await historyRows(id)).toHaveLength(1);
  });
});

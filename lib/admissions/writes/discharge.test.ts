import { eq } from 'drizzle-orm';
import { admissions, appointments, bedStays } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { insertWeek } from '@/mocks/colleagues';
import { BED_NOT_FREE, NOT_ADMITTED } from '@/lib/admissions/rules/messages';
import type { DischargeValues } from '@/lib/admissions/schema/admission';
import { admit } from './admit';
import { discharge } from './discharge';
import { followUpDayFull, followUpPassed } from './follow-up';
import { addBed, addDoctor, addPatient, addWard, admitValues, bedState, emptyTheWards, later, markBed, NOW } from './testing';

// NOW is Monday 23 November 2026; the admitting doctor sees patients on Wednesdays, 09:00–10:30, 45 minutes each.
const WEDNESDAY = '2026-12-02';

let handle: DbHandle;
let ada: number;
let bayo: number;
let chidi: number;
let emeka: number;
let amaka: number;
let medical: number;
let bed1: number;
let bed2: number;
let bed3: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  ada = await addDoctor(db, 'Ada');
  bayo = await addDoctor(db, 'Bayo');
  await insertWeek(db, ada, { perPatientTime: '00:45:00', days: [{ day: 'Wednesday', from: '09:00', to: '10:30' }] });
  chidi = await addPatient(db, 'Chidi', 'male');
  emeka = await addPatient(db, 'Emeka', 'male');
  amaka = await addPatient(db, 'Amaka', 'female');
  medical = await addWard(db, 'Medical Ward');
  [bed1, bed2, bed3] = [await addBed(db, medical, 'Bed 1'), await addBed(db, medical, 'Bed 2'), await addBed(db, medical, 'Bed 3')];
});
afterAll(() => handle.close());
beforeEach(async () => {
  await emptyTheWards(handle.db);
  await handle.db.delete(appointments);
});

async function admitted(patientId: number, bedId: number): Promise<number> {
  const result = await admit(handle.db, admitValues(patientId, medical, bedId, ada), { doctorId: ada, now: NOW });
  if (!result.ok) throw new Error(result.message);
  return result.admissionId;
}

const summary = (admissionId: number, overrides: Partial<DischargeValues> = {}): DischargeValues => ({
  admissionId,
  disposition: 'home',
  diagnoses: 'Severe falciparum malaria',
  course: 'IV artesunate for 24 hours, then oral ACT; afebrile from day 2.',
  procedures: 'Blood transfusion, 1 unit',
  followUpDate: null,
  bookFollowUp: false,
  ...overrides,
});

describe('discharge', () => {
  it('frees the bed to be cleaned, ends the stay and writes the summary', async () => {
    const admissionId = await admitted(chidi, bed1);
    const result = await discharge(handle.db, summary(admissionId, { followUpDate: WEDNESDAY }), { doctorId: bayo, now: later(2 * 24 * 60) });
    expect(result).toEqual({ ok: true, data: { admissionId, followUpAppointmentId: null, deathReportHref: null }, admissionId, patientId: chidi });
    const [row] = await handle.db.select().from(admissions).where(eq(admissions.id, admissionId));
    expect(row).toMatchObject({
      dischargedAt: later(2 * 24 * 60),
      dischargedById: bayo,
      disposition: 'home',
      diagnoses: 'Severe falciparum malaria',
      course: 'IV artesunate for 24 hours, then oral ACT; afebrile from day 2.',
      procedures: 'Blood transfusion, 1 unit',
      followUpDate: WEDNESDAY,
      followUpAppointmentId: null,
    });
    expect(await handle.db.select({ toAt: bedStays.toAt }).from(bedStays).where(eq(bedStays.admissionId, admissionId))).toEqual([{ toAt: later(2 * 24 * 60) }]);
    await expect(bedState(handle.db, bed1)).resolves.toEqual({ state: 'cleaning', stateChangedAt: later(2 * 24 * 60) });
    // Nobody is booked without being asked to.
    expect(await handle.db.select().from(appointments)).toEqual([]);
  });

  it('leaves the bed to nobody until it is marked ready, and lets the patient be admitted again', async () => {
    const admissionId = await admitted(chidi, bed1);
    await discharge(handle.db, summary(admissionId), { doctorId: ada, now: later(60) });
    await expect(admit(handle.db, admitValues(emeka, medical, bed1, ada), { doctorId: ada, now: later(90) })).resolves.toEqual({ ok: false, message: BED_NOT_FREE });
    await markBed(handle.db, bed1, 'ready');
    await expect(admit(handle.db, admitValues(emeka, medical, bed1, ada), { doctorId: ada, now: later(90) })).resolves.toMatchObject({ ok: true });
    await expect(admit(handle.db, admitValues(chidi, medical, bed2, ada), { doctorId: ada, now: later(120) })).resolves.toMatchObject({ ok: true });
  });

  it('refuses an admission that has ended already', async () => {
    const admissionId = await admitted(chidi, bed1);
    await discharge(handle.db, summary(admissionId), { doctorId: ada, now: later(60) });
    await expect(discharge(handle.db, summary(admissionId, { disposition: 'referred' }), { doctorId: ada, now: later(90) })).resolves.toEqual({ ok: false, message: NOT_ADMITTED });
    const [row] = await handle.db.select({ disposition: admissions.disposition }).from(admissions).where(eq(admissions.id, admissionId));
    expect(row.disposition).toBe('home');
  });

  it('books the follow-up with the admitting doctor at their first free time of the day', async () => {
    const first = await discharge(handle.db, summary(await admitted(chidi, bed1), { followUpDate: WEDNESDAY, bookFollowUp: true }), { doctorId: bayo, now: later(60) });
    const second = await discharge(handle.db, summary(await admitted(emeka, bed2), { followUpDate: WEDNESDAY, bookFollowUp: true }), { doctorId: bayo, now: later(60) });
    if (!first.ok || !second.ok) throw new Error('discharge refused');
    const booked = await handle.db.select().from(appointments).orderBy(appointments.time);
    expect(booked.map(({ id, patientId, doctorId, date, time, status }) => ({ id, patientId, doctorId, date, time, status }))).toEqual([
      { id: first.data.followUpAppointmentId, patientId: chidi, doctorId: ada, date: WEDNESDAY, time: '09:00:00', status: 'pending' },
      { id: second.data.followUpAppointmentId, patientId: emeka, doctorId: ada, date: WEDNESDAY, time: '09:45:00', status: 'pending' },
    ]);
    const [row] = await handle.db.select({ followUpAppointmentId: admissions.followUpAppointmentId }).from(admissions).where(eq(admissions.id, first.admissionId));
    expect(row.followUpAppointmentId).toBe(first.data.followUpAppointmentId);
  });

  it('refuses the whole discharge when the follow-up day has no free time, or has passed, changing nothing', async () => {
    // Two discharges take the day's two visits.
    const withVisit = { followUpDate: WEDNESDAY, bookFollowUp: true };
    await expect(discharge(handle.db, summary(await admitted(chidi, bed1), withVisit), { doctorId: ada, now: later(60) })).resolves.toMatchObject({ ok: true });
    await expect(discharge(handle.db, summary(await admitted(emeka, bed2), withVisit), { doctorId: ada, now: later(60) })).resolves.toMatchObject({ ok: true });
    const admissionId = await admitted(amaka, bed3);
    await expect(discharge(handle.db, summary(admissionId, { followUpDate: WEDNESDAY, bookFollowUp: true }), { doctorId: ada, now: later(60) })).resolves.toEqual({
      ok: false,
      message: followUpDayFull('Dr. Ada Test', WEDNESDAY),
    });
    expect(followUpDayFull('Dr. Ada Test', WEDNESDAY)).toBe('Dr. Ada Test has no free time on Wednesday, 2 Dec 2026: choose another follow-up date, or discharge without booking the visit.');
    await expect(discharge(handle.db, summary(admissionId, { followUpDate: '2026-11-20', bookFollowUp: true }), { doctorId: ada, now: later(60) })).resolves.toEqual({
      ok: false,
      message: followUpPassed('2026-11-20'),
    });
    const [row] = await handle.db.select({ dischargedAt: admissions.dischargedAt, followUpDate: admissions.followUpDate }).from(admissions).where(eq(admissions.id, admissionId));
    expect(row).toEqual({ dischargedAt: null, followUpDate: null });
    expect(await handle.db.select({ toAt: bedStays.toAt }).from(bedStays).where(eq(bedStays.admissionId, admissionId))).toEqual([{ toAt: null }]);
    expect((await bedState(handle.db, bed3)).state).toBe('ready');
    expect(await handle.db.select().from(appointments)).toHaveLength(2);
  });

  it('answers the death report, with the patient filled in, for a patient who died', async () => {
    const admissionId = await admitted(chidi, bed1);
    await expect(discharge(handle.db, summary(admissionId, { disposition: 'died' }), { doctorId: ada, now: later(60) })).resolves.toMatchObject({
      ok: true,
      data: { admissionId, followUpAppointmentId: null, deathReportHref: `/doctor/reports?tab=death&new=death&patient=${chidi}` },
    });
    expect((await bedState(handle.db, bed1)).state).toBe('cleaning');
  });
});

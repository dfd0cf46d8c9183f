import { revalidatePath } from 'next/cache';
import { count, desc, eq, gt } from 'drizzle-orm';
import { clinicClock } from '@/lib/clinic-time';
import { setDbForTests } from '@/lib/db/client';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { admissions, appointments, auditEvents, doctors, observations, progressNotes } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/types';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { nextWeekdayIso } from '@/lib/appointments/rules/booking';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import { BED_TAKEN, maternityRefuses } from '@/lib/admissions/rules/messages';
import { insertWeek } from '@/mocks/colleagues';
import { signedIn } from '@/tests/signed-in';
import { addBed, addDoctor, addPatient, addWard, emptyTheWards } from './writes/testing';
import {
  addProgressNote,
  admitPatient,
  dischargePatient,
  editProgressNote,
  freeBedsForPatient,
  recordRoundVitals,
  saveAdmissionPlan,
  transferPatient,
  voidProgressNote,
} from './actions';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/db/cache/aggregate-cache', () => ({ ...jest.requireActual('@/lib/db/cache/aggregate-cache'), expireAggregatesOf: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let db: Db;
let ada: Doctor;
let scientist: Doctor;
let chidi: number;
let emeka: number;
let medical: number;
let bed1: number;
let bed2: number;
let bed3: number;
let labourBed: number;

const account = async (id: number): Promise<Doctor> => (await db.select().from(doctors).where(eq(doctors.id, id)))[0];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  setDbForTests(db);
  ada = await account(await addDoctor(db, 'Ada'));
  scientist = await account(await addDoctor(db, 'Sci', { role: 'lab-scientist' }));
  // Ada sees patients on Wednesdays: the follow-up visits are booked then.
  await insertWeek(db, ada.id, { perPatientTime: '00:30:00', days: [{ day: 'Wednesday', from: '09:00', to: '12:00' }] });
  chidi = await addPatient(db, 'Chidi', 'male');
  emeka = await addPatient(db, 'Emeka', 'male');
  medical = await addWard(db, 'Medical Ward');
  [bed1, bed2, bed3] = [await addBed(db, medical, 'Bed 1'), await addBed(db, medical, 'Bed 2'), await addBed(db, medical, 'Bed 3')];
  labourBed = await addBed(db, await addWard(db, 'Labour Ward', 'maternity', 'female'), 'L1');
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(async () => {
  await emptyTheWards(db);
  signedIn.current = { sessionId: 's', doctor: ada };
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(expireAggregatesOf).mockClear();
});

async function lastAuditId(): Promise<number> {
  const [row] = await db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** What `act` answered, and the audit lines it wrote, oldest first, as [action, entity, entityId, patientId, outcome, detail]. */
async function audited<T>(act: () => Promise<T>) {
  const since = await lastAuditId();
  const result = await act();
  const lines = await db.select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(auditEvents.id);
  return { result, lines: lines.map((line) => [line.action, line.entity, line.entityId, line.patientId, line.outcome, line.detail]) };
}

const admitForm = (patientId: number, bedId: number) => ({ patientId, wardId: medical, bedId, reason: 'Severe malaria', admittingDoctorId: String(ada.id), expectedDays: '3' });
const summary = (admissionId: number) => ({ admissionId, disposition: 'home', diagnoses: 'Severe malaria', course: 'Recovered on artesunate', procedures: '', followUpDate: '' });

async function admitted(patientId: number, bedId: number): Promise<number> {
  const result = await admitPatient(admitForm(patientId, bedId));
  if (!result.ok) throw new Error(result.message);
  return result.data.admissionId;
}

describe('the admissions’ actions', () => {
  it('admit, transfer, record a round and discharge, each audited with the patient, and read the pages again', async () => {
    const admit = await audited(() => admitPatient(admitForm(chidi, bed1)));
    if (!admit.result.ok) throw new Error(admit.result.message);
    const id = admit.result.data.admissionId;
    expect(admit.result).toEqual({ ok: true, data: { admissionId: id } });
    expect(admit.lines).toEqual([['create', 'admission', String(id), chidi, 'success', null]]);
    expect(jest.mocked(revalidatePath).mock.calls.flat()).toEqual(['/doctor/wards', `/doctor/admissions/${id}`, `/doctor/patients/${chidi}`, '/doctor/dashboard']);
    // The wards' figures of the day are read again.
    expect(jest.mocked(expireAggregatesOf).mock.calls).toEqual([['admissions', 'bed_stays', 'beds']]);

    const moved = await audited(() => transferPatient({ admissionId: id, wardId: medical, bedId: bed2, reason: 'Nearer the nurses' }));
    expect(moved).toEqual({ result: { ok: true, data: { admissionId: id } }, lines: [['update', 'admission', String(id), chidi, 'success', 'transfer']] });

    const round = await audited(() => recordRoundVitals({ admissionId: id, pulse: '104', temperature: '38.4', measuredAt: '' }));
    expect(round).toEqual({ result: { ok: true, data: { count: 2 } }, lines: [['update', 'admission', String(id), chidi, 'success', 'round vitals']] });
    expect(await db.select({ source: observations.source, sourceId: observations.sourceId }).from(observations)).toEqual([
      { source: 'ward-round', sourceId: id },
      { source: 'ward-round', sourceId: id },
    ]);

    const plan = await audited(() => saveAdmissionPlan({ admissionId: id, plan: 'Oral ACT from tomorrow' }));
    expect(plan).toEqual({ result: { ok: true, data: { admissionId: id } }, lines: [['update', 'admission', String(id), chidi, 'success', 'plan']] });

    const out = await audited(() => dischargePatient(summary(id)));
    expect(out).toEqual({
      result: { ok: true, data: { admissionId: id, followUpAppointmentId: null, deathReportHref: null } },
      lines: [['update', 'admission', String(id), chidi, 'success', 'discharge: home']],
    });
  });

  it('write, edit and void progress notes, each audited with the patient', async () => {
    const admissionId = await admitted(emeka, bed3);
    const added = await audited(() => addProgressNote({ admissionId, text: 'Day 1: febrile' }));
    if (!added.result.ok) throw new Error(added.result.message);
    const { noteId } = added.result.data;
    expect(added.lines).toEqual([['create', 'progress-note', String(noteId), emeka, 'success', null]]);
    await expect(audited(() => editProgressNote({ noteId, text: 'Day 1: febrile to 39' }))).resolves.toEqual({
      result: { ok: true, data: { noteId } },
      lines: [['update', 'progress-note', String(noteId), emeka, 'success', null]],
    });
    await expect(audited(() => voidProgressNote({ noteId, reason: 'Wrong patient' }))).resolves.toEqual({
      result: { ok: true, data: { noteId } },
      lines: [['void', 'progress-note', String(noteId), emeka, 'success', null]],
    });
    expect(revalidatePath).toHaveBeenCalledWith(`/doctor/admissions/${admissionId}`);
    // Notes change no bed and no admission: the wards' figures stand (the admission above expired them once).
    expect(expireAggregatesOf).toHaveBeenCalledTimes(1);
  });

  it('audit a refusal as refused, with the patient, and change nothing', async () => {
    await admitted(chidi, bed1);
    const before = (await db.select({ total: count() }).from(admissions))[0].total;
    jest.mocked(revalidatePath).mockClear();
    const refused = await audited(() => admitPatient(admitForm(emeka, bed1)));
    expect(refused).toEqual({ result: { ok: false, message: BED_TAKEN }, lines: [['create', 'admission', null, emeka, 'refused', BED_TAKEN]] });
    expect((await db.select({ total: count() }).from(admissions))[0].total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('book the follow-up on discharge, audited as the patient’s appointment too, and answer the death report for a death', async () => {
    const wednesday = nextWeekdayIso('Wednesday', clinicClock().date);
    const id = await admitted(chidi, bed1);
    const out = await audited(() => dischargePatient({ ...summary(id), followUpDate: wednesday, bookFollowUp: 'on' }));
    if (!out.result.ok) throw new Error(out.result.message);
    const appointmentId = out.result.data.followUpAppointmentId;
    const [visit] = await db.select().from(appointments).where(eq(appointments.id, appointmentId ?? 0));
    expect(visit).toMatchObject({ patientId: chidi, doctorId: ada.id, date: wednesday, time: '09:00:00' });
    expect(out.lines).toEqual([
      ['create', 'appointment', String(appointmentId), chidi, 'success', 'follow-up of a discharge'],
      ['update', 'admission', String(id), chidi, 'success', 'discharge: home'],
    ]);
    expect(expireAggregatesOf).toHaveBeenCalledWith('appointments');

    const again = await admitted(chidi, bed2);
    await expect(dischargePatient({ ...summary(again), disposition: 'died' })).resolves.toEqual({
      ok: true,
      data: { admissionId: again, followUpAppointmentId: null, deathReportHref: `/doctor/reports?tab=death&new=death&patient=${chidi}` },
    });
  });

  it('offer every ward with its free beds, saying which does not take the patient', async () => {
    await admitted(emeka, bed2);
    const result = await freeBedsForPatient({ patientId: chidi });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.wards.map((ward) => [ward.name, ward.beds.map((bed) => bed.bedId), ward.refusal])).toEqual([
      ['Labour Ward', [labourBed], maternityRefuses('Labour Ward')],
      ['Medical Ward', [bed1, bed3], null],
    ]);
  });

  it('refuse a lab scientist every one of them, writing nothing', async () => {
    const admissionId = await admitted(emeka, bed3);
    const [note] = await db.insert(progressNotes).values({ admissionId, authorId: ada.id, text: 'Day 1' }).returning({ id: progressNotes.id });
    signedIn.current = { sessionId: 'lab', doctor: scientist };
    const rows = async () => [await db.select().from(admissions), await db.select().from(progressNotes), await db.select().from(observations)];
    const before = await rows();
    const refusal = { ok: false, message: NOT_FOR_LAB_STAFF };
    for (const call of [
      () => admitPatient(admitForm(chidi, bed1)),
      () => transferPatient({ admissionId, wardId: medical, bedId: bed1, reason: 'x' }),
      () => dischargePatient(summary(admissionId)),
      () => recordRoundVitals({ admissionId, pulse: '80', measuredAt: '' }),
      () => saveAdmissionPlan({ admissionId, plan: 'x' }),
      () => addProgressNote({ admissionId, text: 'x' }),
      () => editProgressNote({ noteId: note.id, text: 'x' }),
      () => voidProgressNote({ noteId: note.id, reason: 'x' }),
      () => freeBedsForPatient({ patientId: chidi }),
    ]) {
      await expect(call()).resolves.toEqual(refusal);
    }
    expect(await rows()).toEqual(before);
  });
});

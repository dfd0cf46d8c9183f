import { endOfVisit } from '@/lib/clinic-time';
import { appointments, auditEvents, doctors, investigations, observations, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { changeAppointmentStatus } from '@/lib/appointments/writes/status';
import { readDoctorDay } from './doctor-day';
import { abnormalReadingsToday, investigationsToReview } from '@/lib/reports/queries/review-items';

/** 10:00 in Lagos on 15 March 2026. */
const NOW = new Date('2026-03-15T09:00:00Z');
const TODAY = '2026-03-15';

let handle: DbHandle;
let doctorId: number;
let colleagueId: number;
let patientId: number;
let otherPatientId: number;

async function account(name: string) {
  const [row] = await handle.db
    .insert(doctors)
    .values({ email: `${name}@day.test`, firstName: 'Day', lastName: name, passwordHash: 'not-a-hash', role: 'doctor', status: 'active' })
    .returning({ id: doctors.id });
  return row.id;
}

async function person(firstName: string) {
  const [row] = await handle.db.insert(patients).values({ firstName, lastName: 'Day', phone: '+234 803 000 0001', gender: 'female', dateOfBirth: '1990-01-01' }).returning({ id: patients.id });
  return row.id;
}

async function visit(doctor: number, patient: number, date: string, time: string) {
  const [row] = await handle.db
    .insert(appointments)
    .values({ patientId: patient, doctorId: doctor, date, time, endsAt: endOfVisit(date, time, '00:15:00'), type: 'checkup', status: 'pending' })
    .returning({ id: appointments.id });
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  doctorId = await account('mine');
  colleagueId = await account('colleague');
  patientId = await person('Adaeze');
  otherPatientId = await person('Bola');
});
afterAll(() => handle.close());

describe("readDoctorDay: the doctor's appointments of today", () => {
  it("reads today's appointments of this doctor only, in time order, with the time an arrived patient checked in", async () => {
    const late = await visit(doctorId, patientId, TODAY, '11:00:00');
    const early = await visit(doctorId, otherPatientId, TODAY, '09:00:00');
    await visit(colleagueId, patientId, TODAY, '09:30:00');
    await visit(doctorId, patientId, '2026-03-16', '09:00:00');
    await changeAppointmentStatus(handle.db, { id: early, status: 'arrived', changedById: doctorId });

    const day = await readDoctorDay(handle.db, doctorId, { now: NOW });

    expect(day.map((row) => [row.id, row.time, row.status, row.patientName])).toEqual([
      [early, '09:00:00', 'arrived', 'Bola Day'],
      [late, '11:00:00', 'pending', 'Adaeze Day'],
    ]);
    expect(day[0].arrivedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(day[0].patientNumber).toMatch(/^P-\d{6}$/);
    expect(day[1].arrivedAt).toBeNull();
  });
});

describe("investigationsToReview: what is new for the doctor's patients", () => {
  async function file(title: string, patient: number, filedAt: Date, authorId: number | null = colleagueId) {
    await handle.db.insert(investigations).values({ patientId: patient, userName: 'x', userEmail: '', date: TODAY, title, status: 'Completed', authorId, createdAt: filedAt });
  }
  async function look(patient: number, at: Date) {
    await handle.db.insert(auditEvents).values({ at, actorId: doctorId, actorEmail: 'mine@day.test', action: 'view', entity: 'patient', entityId: String(patient), patientId: patient, detail: 'chart' });
  }

  it('lists investigations filed by others for patients with an appointment with the doctor, until the doctor opens the chart', async () => {
    const stranger = await person('Chidi');
    await file('Lipid profile', patientId, new Date('2026-03-14T08:00:00Z'));
    await file('Own upload', patientId, new Date('2026-03-14T09:00:00Z'), doctorId);
    await file('Not my patient', stranger, new Date('2026-03-14T08:00:00Z'));
    await file('Too old', patientId, new Date('2026-01-01T08:00:00Z'));
    await file('Full blood count', otherPatientId, new Date('2026-03-15T07:00:00Z'));

    const before = await investigationsToReview(handle.db, doctorId, { now: NOW });
    expect(before.items.map((item) => item.title)).toEqual(['Full blood count', 'Lipid profile']);
    expect(before.total).toBe(2);

    // A look at Adaeze's chart after the filing clears hers; a look at Bola's before his was filed does not.
    await look(patientId, new Date('2026-03-14T10:00:00Z'));
    await look(otherPatientId, new Date('2026-03-15T06:00:00Z'));
    const after = await investigationsToReview(handle.db, doctorId, { now: NOW });
    expect(after.items.map((item) => [item.title, item.patientName])).toEqual([['Full blood count', 'Bola Day']]);
  });

  it('leaves a voided investigation out, and says how many there are beyond the few it lists', async () => {
    await handle.db.update(investigations).set({ voidedAt: NOW, voidedById: colleagueId, voidReason: 'Wrong patient' });
    expect((await investigationsToReview(handle.db, doctorId, { now: NOW })).total).toBe(0);
    for (const n of [1, 2, 3]) await file(`Culture ${n}`, otherPatientId, new Date(`2026-03-15T07:0${n}:00Z`));
    const page = await investigationsToReview(handle.db, doctorId, { now: NOW, limit: 2 });
    expect(page.items.map((item) => item.title)).toEqual(['Culture 3', 'Culture 2']);
    expect(page.total).toBe(3);
  });
});

describe("abnormalReadingsToday: readings of the doctor's patients outside their normal range", () => {
  async function reading(patient: number, measure: 'pulse' | 'blood-pressure' | 'temperature' | 'weight', value: number, takenAt: string, value2: number | null = null, voided = false) {
    await handle.db
      .insert(observations)
      .values({ patientId: patient, measure, value, value2, takenAt: new Date(takenAt), source: 'registration', voidedAt: voided ? new Date(takenAt) : null });
  }

  it("lists the latest reading of each measure today when it is out of range, the newest first, and nothing else", async () => {
    const stranger = await person('Dayo');
    // Today in Lagos began at 2026-03-14T23:00Z.
    await reading(patientId, 'pulse', 120, '2026-03-15T07:00:00Z'); // high
    await reading(patientId, 'blood-pressure', 162, '2026-03-15T07:30:00Z', 98); // high…
    await reading(patientId, 'blood-pressure', 124, '2026-03-15T08:30:00Z', 78); // …but normal again since
    await reading(otherPatientId, 'temperature', 35.2, '2026-03-15T08:00:00Z'); // low
    await reading(otherPatientId, 'pulse', 100.4, '2026-03-15T08:10:00Z'); // shown as 100: normal
    await reading(otherPatientId, 'weight', 140, '2026-03-15T08:20:00Z'); // no range
    await reading(otherPatientId, 'pulse', 150, '2026-03-15T08:40:00Z', null, true); // voided
    await reading(patientId, 'temperature', 39.5, '2026-03-14T22:30:00Z'); // yesterday in Lagos
    await reading(stranger, 'pulse', 140, '2026-03-15T08:00:00Z'); // not the doctor's patient
    await reading(patientId, 'temperature', 39.9, '2026-03-15T09:30:00Z'); // after now

    const found = await abnormalReadingsToday(handle.db, doctorId, { now: NOW });
    expect(found.items.map((item) => [item.patientName, item.measure, item.value, item.flag])).toEqual([
      ['Bola Day', 'temperature', 35.2, 'low'],
      ['Adaeze Day', 'pulse', 120, 'high'],
    ]);
    expect(found.total).toBe(2);
    // The colleague has a visit with Adaeze only (above): Bola's reading is not theirs to review.
    expect((await abnormalReadingsToday(handle.db, colleagueId, { now: NOW })).items.map((item) => item.patientName)).toEqual(['Adaeze Day']);
  });
});

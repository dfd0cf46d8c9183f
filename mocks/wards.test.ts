import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { mayEditNote, wardRefusal } from '@/lib/admissions/rules/stay';
import { isoDateInZone } from '@/lib/clinic-time';
import * as schema from '@/lib/db/schema';
import type { Db, DbHandle } from '@/lib/db/types';
import { flagReading } from '@/lib/vitals/rules/ranges';
import { DEMO_DOCTOR_EMAIL } from './doctor';
import { SAMPLE_PATIENT_NAMES } from './people';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from './testing';

jest.setTimeout(60_000);

const DAY = 86_400_000;

let handle: DbHandle;
let db: Db;
let demoId: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  db = handle.db;
  [{ id: demoId }] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
});
afterAll(() => handle.close());

const boardRows = () =>
  db
    .select({ ward: schema.wards, bed: schema.beds, stay: schema.bedStays })
    .from(schema.beds)
    .innerJoin(schema.wards, eq(schema.wards.id, schema.beds.wardId))
    .leftJoin(schema.bedStays, and(eq(schema.bedStays.bedId, schema.beds.id), isNull(schema.bedStays.toAt)))
    .orderBy(asc(schema.beds.id));

describe('the demo wards', () => {
  it('are three wards of 6 to 12 beds, one of them for women only, each with at least two beds free and ready', async () => {
    const rows = await boardRows();
    const wards = [...new Map(rows.map((row) => [row.ward.id, row.ward])).values()];
    expect(wards).toHaveLength(3);
    expect(wards.some((ward) => ward.kind === 'maternity' || ward.sex === 'female')).toBe(true);
    for (const ward of wards) {
      const beds = rows.filter((row) => row.ward.id === ward.id);
      expect(beds.length).toBeGreaterThanOrEqual(6);
      expect(beds.length).toBeLessThanOrEqual(12);
      expect(beds.filter((row) => row.stay === null && row.bed.state === 'ready').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('have a bed being cleaned and one out of service with its reason, neither with a patient in it', async () => {
    const rows = await boardRows();
    const cleaning = rows.filter((row) => row.bed.state === 'cleaning');
    const out = rows.filter((row) => row.bed.state === 'out-of-service');
    expect(cleaning.length).toBeGreaterThanOrEqual(1);
    expect(out.length).toBeGreaterThanOrEqual(1);
    for (const row of [...cleaning, ...out]) expect(row.stay).toBeNull();
    for (const row of out) expect(row.bed.outOfServiceReason).toEqual(expect.any(String));
    // Cleaned since the last patient in it left.
    for (const row of cleaning) {
      const [last] = await db.select().from(schema.bedStays).where(eq(schema.bedStays.bedId, row.bed.id)).orderBy(desc(schema.bedStays.fromAt)).limit(1);
      expect(last?.toAt?.getTime()).toBe(row.bed.stateChangedAt.getTime());
    }
  });

  it('give every open admission one open stay and every discharged one none, with no two stays of one bed at once', async () => {
    const admissions = await db.select().from(schema.admissions);
    const stays = await db.select().from(schema.bedStays).orderBy(asc(schema.bedStays.fromAt));
    for (const admission of admissions) {
      const own = stays.filter((stay) => stay.admissionId === admission.id);
      expect(own[0]!.fromAt.getTime()).toBe(admission.admittedAt.getTime());
      // Each stay ends where the next begins; the last is open while the patient is in, and ends at discharge.
      for (const [index, stay] of own.slice(0, -1).entries()) expect(stay.toAt!.getTime()).toBe(own[index + 1]!.fromAt.getTime());
      expect(own.at(-1)!.toAt?.getTime() ?? null).toBe(admission.dischargedAt?.getTime() ?? null);
    }
    const overlapping = stays.filter((stay) =>
      stays.some((other) => other.id !== stay.id && other.bedId === stay.bedId && other.fromAt < (stay.toAt ?? new Date(8.64e15)) && stay.fromAt < (other.toAt ?? new Date(8.64e15))),
    );
    expect(overlapping).toEqual([]);
    const open = admissions.filter((admission) => admission.dischargedAt === null);
    expect(new Set(open.map((admission) => admission.patientId)).size).toBe(open.length);
    expect(open.length).toBeGreaterThanOrEqual(8);
  });

  it('keep the wards’ rules: women only in the maternity ward, one sex in a ward of one sex', async () => {
    const rows = await db
      .select({ ward: schema.wards, gender: schema.patients.gender })
      .from(schema.bedStays)
      .innerJoin(schema.beds, eq(schema.beds.id, schema.bedStays.bedId))
      .innerJoin(schema.wards, eq(schema.wards.id, schema.beds.wardId))
      .innerJoin(schema.admissions, eq(schema.admissions.id, schema.bedStays.admissionId))
      .innerJoin(schema.patients, eq(schema.patients.id, schema.admissions.patientId));
    expect(rows.filter((row) => row.ward.kind === 'maternity').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.ward.sex === 'male').length).toBeGreaterThan(0);
    expect(rows.map((row) => wardRefusal(row.ward, row.gender)).filter(Boolean)).toEqual([]);
  });

  it('admit patients in the last 1 to 9 days, some of them the demo doctor’s, one moved to another ward once, each with a plan', async () => {
    const open = await db.select().from(schema.admissions).where(isNull(schema.admissions.dischargedAt));
    for (const admission of open) {
      expect(admission.admittedAt.getTime()).toBeLessThan(TEST_NOW.getTime());
      expect(admission.admittedAt.getTime()).toBeGreaterThan(TEST_NOW.getTime() - 9 * DAY);
      expect(admission.plan).not.toBe('');
    }
    expect(open.filter((admission) => admission.admittingDoctorId === demoId).length).toBeGreaterThanOrEqual(3);
    const moved = await db.select().from(schema.bedStays);
    const transfers = moved.filter((stay) => stay.reason !== null);
    expect(transfers).toHaveLength(1);
    expect(moved.filter((stay) => stay.admissionId === transfers[0]!.admissionId)).toHaveLength(2);
  });

  it('admit none of the sample patients, nor anyone with a visit on the day of seeding', async () => {
    const admitted = await db
      .select({ name: schema.patients.fullName, patientId: schema.patients.id })
      .from(schema.admissions)
      .innerJoin(schema.patients, eq(schema.patients.id, schema.admissions.patientId));
    expect(admitted.map((row) => row.name).filter((name) => (SAMPLE_PATIENT_NAMES as readonly string[]).includes(name))).toEqual([]);
    const today = await db.select({ patientId: schema.appointments.patientId }).from(schema.appointments).where(eq(schema.appointments.date, TEST_TODAY));
    expect(today.length).toBeGreaterThan(0);
    expect(admitted.filter((row) => today.some((visit) => visit.patientId === row.patientId))).toEqual([]);
  });

  it('have progress notes: one by the demo doctor still editable, older ones, and one voided with its reason', async () => {
    const notes = await db.select().from(schema.progressNotes);
    expect(notes.filter((note) => mayEditNote(note, demoId, TEST_NOW)).length).toBeGreaterThanOrEqual(1);
    expect(notes.filter((note) => TEST_NOW.getTime() - note.writtenAt.getTime() > 2 * DAY).length).toBeGreaterThan(3);
    const voided = notes.filter((note) => note.voidedAt !== null);
    expect(voided).toHaveLength(1);
    expect(voided[0]).toMatchObject({ voidReason: expect.any(String), voidedById: expect.any(Number) });
    for (const note of notes) expect(note.writtenAt.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
  });

  it('record ward rounds’ vitals as observations of their admission, within the stay, some out of range', async () => {
    const rows = await db
      .select({ observation: schema.observations, admission: schema.admissions })
      .from(schema.observations)
      .innerJoin(schema.admissions, eq(schema.admissions.id, schema.observations.sourceId))
      .where(eq(schema.observations.source, 'ward-round'));
    expect(rows.length).toBeGreaterThan(20);
    for (const { observation, admission } of rows) {
      expect(observation.patientId).toBe(admission.patientId);
      expect(observation.takenAt.getTime()).toBeGreaterThanOrEqual(admission.admittedAt.getTime());
      expect(observation.takenAt.getTime()).toBeLessThanOrEqual((admission.dischargedAt ?? TEST_NOW).getTime());
    }
    const flagged = rows.filter(({ observation }) => flagReading(observation.measure, observation) !== null);
    expect(flagged.length).toBeGreaterThan(5);
    // Some of them on the day of seeding, for the board's latest vitals.
    expect(rows.some(({ observation }) => TEST_NOW.getTime() - observation.takenAt.getTime() < DAY / 4)).toBe(true);
  });

  it('discharge a few in the past with their whole summary, one sent home with a follow-up date', async () => {
    const ended = (await db.select().from(schema.admissions)).filter((admission) => admission.dischargedAt !== null);
    expect(ended.length).toBeGreaterThanOrEqual(3);
    for (const admission of ended) {
      expect(admission.dischargedAt!.getTime()).toBeLessThan(TEST_NOW.getTime());
      expect(admission).toMatchObject({ disposition: expect.any(String), diagnoses: expect.any(String), course: expect.any(String), procedures: expect.any(String), dischargedById: expect.any(Number) });
    }
    const followed = ended.filter((admission) => admission.disposition === 'home' && admission.followUpDate !== null);
    expect(followed.length).toBeGreaterThanOrEqual(1);
    for (const admission of followed) expect(admission.followUpDate! > isoDateInZone(admission.dischargedAt!)).toBe(true);
    expect(new Set(ended.map((admission) => admission.disposition)).size).toBeGreaterThanOrEqual(3);
  });
});

import { and, count, eq, isNotNull, isNull, like, or } from 'drizzle-orm';
import * as schema from '@/lib/db/schema';
import type { Db, DbHandle } from '@/lib/db/types';
import { seedBulkPatients } from './bulk';
import { ageOn, BULK_WARDS, fits } from './bulk-wards-layout';
import { DEMO_EVERY } from './bulk-wards-plan';
import { seedBulkWards } from './bulk-wards';
import { DEMO_DOCTOR_EMAIL } from './doctor';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from './testing';

jest.setTimeout(180_000);

const BULK_BEDS = BULK_WARDS.reduce((sum, ward) => sum + ward.beds, 0);
const BULK_OCCUPIED = BULK_WARDS.reduce((sum, ward) => sum + ward.occupied, 0);

let handle: DbHandle;
let db: Db;

beforeAll(async () => {
  // The demo data (its three wards) and enough generated patients for every kind of ward.
  handle = await createSeededTestDatabase();
  db = handle.db;
  await seedBulkPatients(db, 1500, { now: TEST_NOW });
});
afterAll(() => handle.close());

/** Every bed of the bulk wards with its ward and its open stay's patient, if any. */
const bulkBeds = () =>
  db
    .select({ ward: schema.wards, bed: schema.beds, admission: schema.admissions, patient: schema.patients })
    .from(schema.beds)
    .innerJoin(schema.wards, eq(schema.wards.id, schema.beds.wardId))
    .leftJoin(schema.bedStays, and(eq(schema.bedStays.bedId, schema.beds.id), isNull(schema.bedStays.toAt)))
    .leftJoin(schema.admissions, eq(schema.admissions.id, schema.bedStays.admissionId))
    .leftJoin(schema.patients, eq(schema.patients.id, schema.admissions.patientId))
    .where(like(schema.wards.name, 'Block %'));

describe('seedBulkWards', () => {
  it('adds twelve wards of 266 beds, 200 of them occupied, and the rest free, being cleaned or out of service', async () => {
    expect(BULK_WARDS.length).toBeGreaterThanOrEqual(10);
    expect(BULK_OCCUPIED).toBe(200);
    const result = await seedBulkWards(db, { now: TEST_NOW });
    expect(result).toMatchObject({ wards: BULK_WARDS.length, beds: BULK_BEDS, inpatients: BULK_OCCUPIED });
    expect(result!.discharged).toBeGreaterThan(BULK_BEDS);
    const beds = await bulkBeds();
    expect(beds).toHaveLength(BULK_BEDS);
    expect(beds.filter((row) => row.admission !== null)).toHaveLength(BULK_OCCUPIED);
    const empty = beds.filter((row) => row.admission === null);
    expect(new Set(empty.map((row) => row.bed.state))).toEqual(new Set(['ready', 'cleaning', 'out-of-service']));
    for (const row of beds.filter((each) => each.admission !== null)) expect(row.bed.state).toBe('ready');
    for (const row of empty.filter((each) => each.bed.state === 'out-of-service')) expect(row.bed.outOfServiceReason).toEqual(expect.any(String));
  });

  it('puts each patient in a ward that takes them: sex, maternity, children in a children’s ward; one open admission each', async () => {
    const occupied = (await bulkBeds()).filter((row) => row.patient !== null);
    const misplaced = occupied.filter((row) => !fits(row.ward, { id: row.patient!.id, gender: row.patient!.gender, dateOfBirth: row.patient!.dateOfBirth }, TEST_TODAY));
    expect(misplaced.map((row) => [row.ward.name, row.patient!.gender, ageOn(row.patient!.dateOfBirth, TEST_TODAY)])).toEqual([]);
    expect(new Set(occupied.map((row) => row.patient!.id)).size).toBe(occupied.length);
    // Only generated patients: the demo's own stay out of the bulk wards.
    expect(occupied.every((row) => row.patient!.id > 60)).toBe(true);
  });

  it('gives the demo doctor one patient in twenty, and each patient in a round a day with notes and vitals, the latest within the day', async () => {
    const open = (await bulkBeds()).filter((row) => row.admission !== null).map((row) => row.admission!);
    const [demo] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
    expect(open.filter((admission) => admission.admittingDoctorId === demo!.id)).toHaveLength(BULK_OCCUPIED / DEMO_EVERY);
    const notes = await db.select({ admissionId: schema.progressNotes.admissionId, writtenAt: schema.progressNotes.writtenAt }).from(schema.progressNotes);
    const readings = await db.select({ sourceId: schema.observations.sourceId, takenAt: schema.observations.takenAt }).from(schema.observations).where(eq(schema.observations.source, 'ward-round'));
    for (const admission of open) {
      const own = notes.filter((note) => note.admissionId === admission.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(6);
      const latest = Math.max(...own.map((note) => note.writtenAt.getTime()));
      expect(TEST_NOW.getTime() - latest).toBeLessThanOrEqual(20 * 3_600_000);
      expect(latest).toBeGreaterThan(admission.admittedAt.getTime());
      expect(readings.filter((reading) => reading.sourceId === admission.id).length).toBe(own.length * 5);
    }
  });

  it('lays the past admissions behind the present ones: no two stays of a bed, nor two admissions of a patient, at once', async () => {
    const stays = await db
      .select({ stay: schema.bedStays, patientId: schema.admissions.patientId, dischargedAt: schema.admissions.dischargedAt })
      .from(schema.bedStays)
      .innerJoin(schema.admissions, eq(schema.admissions.id, schema.bedStays.admissionId));
    const end = (at: Date | null) => (at ?? new Date(8.64e15)).getTime();
    const clash = (key: (row: (typeof stays)[number]) => number) =>
      stays.filter((row) => stays.some((other) => other.stay.id !== row.stay.id && other.stay.admissionId !== row.stay.admissionId && key(other) === key(row) && other.stay.fromAt.getTime() < end(row.stay.toAt) && row.stay.fromAt.getTime() < end(other.stay.toAt)));
    expect(clash((row) => row.stay.bedId)).toEqual([]);
    expect(clash((row) => row.patientId)).toEqual([]);
    // A transfer or two: an open admission with two stays, the first ended when the second began.
    const moved = stays.filter((row) => row.stay.reason !== null && row.dischargedAt === null);
    expect(moved.length).toBeGreaterThan(5);
    // Every past admission has its whole summary.
    const [{ incomplete }] = await db
      .select({ incomplete: count() })
      .from(schema.admissions)
      .where(and(isNotNull(schema.admissions.dischargedAt), or(isNull(schema.admissions.course), isNull(schema.admissions.diagnoses), isNull(schema.admissions.procedures))));
    expect(incomplete).toBe(0);
  });

  it('is a top-up: a second call adds nothing', async () => {
    const before = await db.select({ value: count() }).from(schema.admissions);
    await expect(seedBulkWards(db, { now: TEST_NOW })).resolves.toBeNull();
    expect(await db.select({ value: count() }).from(schema.admissions)).toEqual(before);
  });
});

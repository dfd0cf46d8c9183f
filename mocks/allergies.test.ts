import { and, eq, isNull, sql } from 'drizzle-orm';
import { readDoctorDay } from '@/lib/dashboard/queries/doctor-day';
import { readPatientAllergies } from '@/lib/patients/queries/allergies';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { allergyStateOf, sampleAllergies, SAMPLE_ALLERGIES } from './allergies';
import { seedBulkPatients } from './bulk';
import { DEMO_DOCTOR_EMAIL } from './doctor';
import { createSeededTestDatabase, TEST_NOW } from './testing';

jest.setTimeout(60_000);

describe('sampleAllergies', () => {
  const ids = Array.from({ length: 30 }, (_, index) => 100 + index);
  const plan = sampleAllergies(ids, { recordedById: 1, recordedAt: TEST_NOW });

  it('gives a fifth of the patients an allergy and a fifth "No known drug allergies", never both', () => {
    const allergic = new Set(plan.rows.map((row) => row.patientId));
    expect(allergic.size).toBe(6);
    expect(plan.noneIds).toHaveLength(6);
    expect(plan.noneIds.filter((id) => allergic.has(id))).toEqual([]);
    expect(ids.filter((_, index) => allergyStateOf(index) === 'not-recorded')).toHaveLength(18);
  });

  it('writes free text with its reaction and the class it names (as the record does), each substance once per patient', () => {
    for (const row of plan.rows) {
      expect(SAMPLE_ALLERGIES).toContainEqual({ substance: row.substance, reaction: row.reaction });
      expect(row).toMatchObject({ medicineId: null });
    }
    const classes = new Map(plan.rows.map((row) => [row.substance, row.drugClass]));
    expect(classes.get('Penicillin')).toBe('penicillin');
    expect(classes.get('Sulfonamides')).toBe('sulfonamide');
    const keys = plan.rows.map((row) => `${row.patientId}:${row.substance}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('makes the first patient of the queue allergic to penicillin, whatever their position said', () => {
    const none = plan.noneIds[0];
    const moved = sampleAllergies(ids, { recordedById: 1, recordedAt: TEST_NOW, penicillinFor: none });
    expect(moved.noneIds).not.toContain(none);
    expect(moved.rows.filter((row) => row.patientId === none)).toEqual([expect.objectContaining({ substance: 'Penicillin', reaction: 'Rash' })]);
  });
});

describe('the seeded demo', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createSeededTestDatabase();
  });
  afterAll(() => handle.close());

  it("records a penicillin allergy for the demo doctor's first patient still to be seen today", async () => {
    const [demo] = await handle.db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
    const [arrived] = (await readDoctorDay(handle.db, demo.id, { now: TEST_NOW })).filter((row) => row.status === 'arrived');
    const [visit] = await handle.db.select({ patientId: schema.appointments.patientId }).from(schema.appointments).where(eq(schema.appointments.id, arrived.id));
    const summary = await readPatientAllergies(handle.db, visit.patientId);
    expect(summary.status).toBe('listed');
    expect(summary.allergies).toContainEqual(expect.objectContaining({ substance: 'Penicillin', reaction: 'Rash' }));
  });

  it('leaves patients with allergies, with none known and not recorded, and none both allergic and "none"', async () => {
    const [counts] = await handle.db
      .select({
        allergic: sql<number>`count(*) filter (where exists (select 1 from patient_allergies a where a.patient_id = patients.id and a.voided_at is null))`.mapWith(Number),
        none: sql<number>`count(*) filter (where no_known_drug_allergies)`.mapWith(Number),
        both: sql<number>`count(*) filter (where no_known_drug_allergies and exists (select 1 from patient_allergies a where a.patient_id = patients.id))`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(schema.patients);
    expect(counts.allergic).toBeGreaterThanOrEqual(counts.total / 5);
    expect(counts.allergic).toBeLessThan(counts.total / 4);
    expect(counts.none).toBeGreaterThan(0);
    expect(counts.both).toBe(0);
    expect(counts.total - counts.allergic - counts.none).toBeGreaterThan(counts.total / 2);
  });
});

describe('seedBulkPatients', () => {
  it('gives the generated patients their allergies in the same batches', async () => {
    const handle = await createTestDatabase();
    try {
      await seedBulkPatients(handle.db, 40, { now: TEST_NOW });
      expect(await handle.db.$count(schema.patients, eq(schema.patients.noKnownDrugAllergies, true))).toBe(8);
      expect(await handle.db.$count(schema.patientAllergies, isNull(schema.patientAllergies.voidedAt))).toBe(sampleAllergies(Array.from({ length: 40 }, (_, i) => i + 1), { recordedById: 1, recordedAt: TEST_NOW }).rows.length);
      expect(await handle.db.$count(schema.patients, and(eq(schema.patients.noKnownDrugAllergies, true), sql`exists (select 1 from patient_allergies a where a.patient_id = patients.id)`))).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

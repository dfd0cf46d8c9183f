import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { endOfVisit } from '@/lib/clinic-time';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { getSchedule } from '@/lib/schedule/queries';
import { withinHours } from '@/lib/appointments/rules/booking';
import { BULK_DOCTORS, BULK_SLOTS_A_DAY, bulkDoctorCount, seedBulkPatients } from './bulk';

jest.setTimeout(60_000);

const NOW = new Date('2026-03-15T09:00:00Z');
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const total = async (table: PgTable) => {
  const [row] = await handle.db.select({ value: count() }).from(table);
  return row.value;
};

describe('seedBulkPatients', () => {
  it('adds N patients with their appointments, reports and transactions, in several batches', async () => {
    const progress: number[] = [];
    const result = await seedBulkPatients(handle.db, 2500, { now: NOW, onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([2000, 2500]);
    expect(result.patients).toBe(2500);
    expect(await total(schema.patients)).toBe(2500);
    expect(await total(schema.appointments)).toBe(result.appointments);
    expect(result.appointments).toBeGreaterThanOrEqual(2500);
    expect(await total(schema.medicalReports)).toBe(2500);
    expect(await total(schema.transactions)).toBe(result.transactions);
    expect(result.transactions).toBeGreaterThan(1000);
  });

  it('gives each patient three lab orders, placed by the run\'s doctors, in every state, with results flagged by the catalogue\'s ranges', async () => {
    expect(await total(schema.labOrders)).toBe(3 * 2500);
    const states = await handle.db.select({ status: schema.labOrders.status, value: count() }).from(schema.labOrders).groupBy(schema.labOrders.status);
    expect(new Set(states.map((row) => row.status))).toEqual(new Set(['ordered', 'collected', 'resulted', 'released', 'cancelled']));
    // Results exactly for the orders the lab has entered: one per analyte of each ordered test, each with one value.
    const [{ missing }] = await handle.db
      .select({ missing: count() })
      .from(schema.labOrders)
      .where(sql`${schema.labOrders.status} in ('resulted', 'released') and not exists (select 1 from lab_results r where r.order_id = ${schema.labOrders.id})`);
    expect(missing).toBe(0);
    const [{ early }] = await handle.db
      .select({ early: count() })
      .from(schema.labResults)
      .innerJoin(schema.labOrders, eq(schema.labOrders.id, schema.labResults.orderId))
      .where(sql`${schema.labOrders.status} not in ('resulted', 'released')`);
    expect(early).toBe(0);
    const flags = new Set((await handle.db.selectDistinct({ flag: schema.labResults.flag }).from(schema.labResults)).map((row) => row.flag));
    for (const flag of ['normal', 'high', 'low', 'abnormal', 'critical-low', 'critical-high']) expect(flags).toContain(flag);
    // The doctors' "To review" is the last few days' releases, never the year's.
    const [{ unreviewed }] = await handle.db
      .select({ unreviewed: count() })
      .from(schema.labOrders)
      .where(sql`${schema.labOrders.status} = 'released' and ${schema.labOrders.reviewedAt} is null and ${schema.labOrders.releasedAt} < ${new Date(NOW.getTime() - 4 * 86_400_000).toISOString()}::timestamptz`);
    expect(unreviewed).toBe(0);
  });

  it('links every transaction to a completed appointment of the same patient', async () => {
    const [{ mismatched }] = await handle.db
      .select({ mismatched: count() })
      .from(schema.transactions)
      .innerJoin(schema.appointments, sql`${schema.appointments.id} = ${schema.transactions.appointmentId}`)
      .where(sql`${schema.appointments.patientId} <> ${schema.transactions.patientId} or ${schema.appointments.status} <> 'completed'`);
    expect(mismatched).toBe(0);
  });

  it("books every visit with one of the run's doctors, inside their hours, on the quarter hour, none over another", async () => {
    const doctorIds = (await handle.db.select({ id: schema.doctors.id }).from(schema.doctors)).map((row) => row.id);
    expect(doctorIds).toHaveLength(BULK_DOCTORS);
    const weeks = new Map(await Promise.all(doctorIds.map(async (id) => [id, await getSchedule(handle.db, id)] as const)));
    const visits = await handle.db.select().from(schema.appointments);
    const misplaced = visits.filter((visit) => {
      const week = weeks.get(visit.doctorId);
      return !week || !withinHours(week, visit.date, visit.time) || !/:(00|15|30|45):00$/.test(visit.time) || visit.endsAt !== endOfVisit(visit.date, visit.time, week.perPatientTime);
    });
    expect(misplaced).toEqual([]);
    // Every visit lasts 15 minutes from a quarter hour: two of one doctor overlap only when they start together.
    expect(new Set(visits.map((visit) => `${visit.doctorId} ${visit.date} ${visit.time}`)).size).toBe(visits.length);
    // A day's visits go to the doctors in turn.
    expect(new Set(visits.map((visit) => visit.doctorId)).size).toBeGreaterThan(1);
  });

  it('can run again: the next patients get new emails, and their own doctors', async () => {
    await seedBulkPatients(handle.db, 10, { now: NOW });
    expect(await total(schema.patients)).toBe(2510);
    expect(await total(schema.doctors)).toBe(2 * BULK_DOCTORS);
  });

  it('is deterministic for the same database state', async () => {
    const other = await createTestDatabase();
    try {
      await seedBulkPatients(other.db, 20, { now: NOW });
      const mine = await handle.db.select({ email: schema.patients.email }).from(schema.patients).orderBy(schema.patients.id).limit(20);
      const theirs = await other.db.select({ email: schema.patients.email }).from(schema.patients).orderBy(schema.patients.id);
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  });

  it('stops at a batch that fails, with its error, keeping the batches written before it', async () => {
    const other = await createTestDatabase();
    try {
      // The second batch's reports are refused: an empty database numbers the first batch's patients 1 to 2,000.
      await other.db.execute(sql`create function refuse_report() returns trigger language plpgsql as $$ begin raise exception 'report refused for the test'; end $$`);
      await other.db.execute(sql`create trigger refuse_second_batch before insert on medical_reports for each row when (new.patient_id > 2000) execute function refuse_report()`);
      const failure = await seedBulkPatients(other.db, 2500, { now: NOW }).then(
        () => 'no error',
        (error: unknown) => String(error instanceof Error ? (error.cause ?? error) : error),
      );
      expect(failure).toContain('report refused for the test');
      const [{ value: patients }] = await other.db.select({ value: count() }).from(schema.patients);
      const [{ value: reports }] = await other.db.select({ value: count() }).from(schema.medicalReports);
      expect({ patients, reports }).toEqual({ patients: 2000, reports: 2000 });
    } finally {
      await other.close();
    }
  });
});

describe('bulkDoctorCount', () => {
  it('is BULK_DOCTORS up to 300,000 patients, then one doctor per 10,000', () => {
    expect(bulkDoctorCount(10)).toBe(BULK_DOCTORS);
    expect(bulkDoctorCount(300_000)).toBe(BULK_DOCTORS);
    expect(bulkDoctorCount(300_001)).toBe(31);
    expect(bulkDoctorCount(1_000_000)).toBe(100);
  });

  it("leaves the doctors' days room for every visit at any size (1.5 visits a patient over 396 days)", () => {
    for (const patients of [100_000, 300_000, 300_001, 1_000_000, 5_000_000]) {
      const meanVisitsADay = (patients * 1.5) / 396;
      // A day's count varies by about its square root: ten times that stays well inside the doctors' day.
      expect(meanVisitsADay + 10 * Math.sqrt(meanVisitsADay)).toBeLessThan(bulkDoctorCount(patients) * BULK_SLOTS_A_DAY);
    }
  });
});

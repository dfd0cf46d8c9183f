import { asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { verifyPassword } from '@/lib/auth/password';
import { endOfVisit } from '@/lib/clinic-time';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/types';
import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { readDoctorDay } from '@/lib/dashboard/queries/doctor-day';
import { investigationsToReview } from '@/lib/reports/queries/review-items';
import { getSchedule } from '@/lib/schedule/queries';
import { withinHours } from '@/lib/appointments/rules/booking';
import { bookingsOutsideHours } from '@/lib/appointments/queries/free-slots';
import { pdfText } from '@/tests/pdf-text';
import { BASE_APPOINTMENT_OFFSETS, laterToday } from './clinic';
import { COLLEAGUE_WEEKS } from './colleagues';
import { DIAGNOSIS_CATEGORIES } from './diagnosis-categories';
import { COLLEAGUES } from './nigeria';
import { DEMO_LAB_SCIENTISTS, SAMPLE_ORDERS } from './lab';
import { DEMO_IMPORT_SOURCE } from './imported-history';
import { basePatients } from './people';
import { createRandom } from './random';
import { BASE_PATIENT_COUNT, BASE_SEED, isDatabaseEmpty, seedBaseData, WALK_IN_TRANSACTIONS } from './seed';
import { DEMO_DOCTOR_EMAIL, DEMO_DOCTOR_PASSWORD, SAMPLE_PATIENT_NAMES } from '.';

jest.setTimeout(60_000);

const NOW = new Date('2026-03-15T09:00:00Z');
const TODAY = '2026-03-15';

let handle: DbHandle;
let db: Db;

const countOf = async (table: PgTable) => {
  const [row] = await db.select({ value: count() }).from(table);
  return row.value;
};

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

describe('seedBaseData', () => {
  it('fills an empty database once', async () => {
    await expect(isDatabaseEmpty(db)).resolves.toBe(true);
    await seedBaseData(db, { now: NOW });
    await expect(isDatabaseEmpty(db)).resolves.toBe(false);
  });

  it('creates the demo doctor with an argon2id hash of the demo password', async () => {
    const [doctor] = await db.select().from(schema.doctors).orderBy(asc(schema.doctors.id)).limit(1);
    expect(doctor.email).toBe(DEMO_DOCTOR_EMAIL);
    expect(doctor.avatarPath).toMatch(/^\/avatars\/.+\.svg$/);
    expect(doctor.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(doctor.passwordHash, DEMO_DOCTOR_PASSWORD)).resolves.toBe(true);
  });

  it('gives the demo doctor the default schedule', async () => {
    const [demo] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
    const [schedule] = await db.select().from(schema.schedules).where(eq(schema.schedules.doctorId, demo.id));
    expect(schedule.perPatientTime).toBe(DEFAULT_PER_PATIENT_TIME);
    const days = await db.select().from(schema.scheduleDays).where(eq(schema.scheduleDays.scheduleId, schedule.id)).orderBy(asc(schema.scheduleDays.position));
    expect(days.map(({ day, from, to }) => ({ day, from: from.slice(0, 5), to: to.slice(0, 5) }))).toEqual(DEFAULT_SCHEDULE);
  });

  it('adds the colleagues after the demo doctor, active, each with their own week, and nobody signs in as them; the lab scientists last', async () => {
    const rows = await db.select().from(schema.doctors).orderBy(asc(schema.doctors.id));
    expect(rows.map((row) => row.email)).toEqual([DEMO_DOCTOR_EMAIL, ...COLLEAGUES.map((colleague) => colleague.email), ...DEMO_LAB_SCIENTISTS.map((scientist) => scientist.email)]);
    for (const [index, colleague] of rows.slice(1, 1 + COLLEAGUES.length).entries()) {
      expect(colleague).toMatchObject({ status: 'active', role: 'doctor', avatarPath: COLLEAGUES[index].avatar });
      expect(`Dr. ${colleague.firstName} ${colleague.lastName}`).toBe(COLLEAGUES[index].name);
      await expect(verifyPassword(colleague.passwordHash, DEMO_DOCTOR_PASSWORD)).resolves.toBe(false);
      await expect(getSchedule(db, colleague.id)).resolves.toEqual({ ...COLLEAGUE_WEEKS[index], saved: true });
    }
  });

  it('spreads the appointments over the doctors, each inside its doctor\'s hours, none over another of the same doctor', async () => {
    const rows = await db.select().from(schema.appointments);
    const doctorIds = (await db.select({ id: schema.doctors.id }).from(schema.doctors)).map((row) => row.id);
    expect(new Set(rows.map((row) => row.doctorId)).size).toBeGreaterThan(1);
    const hours = new Map(await Promise.all(doctorIds.map(async (id) => [id, await getSchedule(db, id)] as const)));
    const holdsSlot = rows.filter((row) => row.status !== 'cancelled' && row.status !== 'no-show');
    expect(holdsSlot.length).toBeGreaterThan(0);
    for (const row of holdsSlot) {
      const week = hours.get(row.doctorId)!;
      expect({ id: row.id, inHours: withinHours(week, row.date, row.time) }).toEqual({ id: row.id, inHours: true });
      // Each lasts its doctor's per-patient time.
      expect(row.endsAt).toBe(endOfVisit(row.date, row.time, week.perPatientTime));
    }
    // Counted by hand, whatever constraint the database has.
    const overlapping = holdsSlot.filter((row) =>
      holdsSlot.some(
        (other) =>
          other.id !== row.id && other.doctorId === row.doctorId && `${other.date} ${other.time}` < row.endsAt && `${row.date} ${row.time}` < other.endsAt,
      ),
    );
    expect(overlapping.map((row) => row.id)).toEqual([]);
  });

  it("records each status change as made by the appointment's doctor", async () => {
    const [{ mismatched }] = await db
      .select({ mismatched: count() })
      .from(schema.appointmentStatusChanges)
      .innerJoin(schema.appointments, eq(schema.appointments.id, schema.appointmentStatusChanges.appointmentId))
      .where(sql`${schema.appointmentStatusChanges.changedById} is distinct from ${schema.appointments.doctorId}`);
    expect(mismatched).toBe(0);
    expect(await countOf(schema.appointmentStatusChanges)).toBeGreaterThan(0);
  });

  it('has the expected amounts of sample data', async () => {
    // The demo doctor, the colleagues and the lab scientists.
    expect(await countOf(schema.doctors)).toBe(1 + COLLEAGUES.length + DEMO_LAB_SCIENTISTS.length);
    expect(await countOf(schema.patients)).toBe(BASE_PATIENT_COUNT);
    expect(await countOf(schema.appointments)).toBe(BASE_APPOINTMENT_OFFSETS.length);
    expect(await countOf(schema.medicalReports)).toBe(22);
    expect(await countOf(schema.diagnosisCategories)).toBe(20);
    expect(await countOf(schema.diagnosisTests)).toBe(15);
    expect(await countOf(schema.prescriptions)).toBe(25);
    expect(await countOf(schema.prescriptionMedicines)).toBeGreaterThanOrEqual(25);
    expect(await countOf(schema.investigations)).toBe(12);
    expect(await countOf(schema.documents)).toBe(12);
    expect(await countOf(schema.attachments)).toBe(24);
    const transactions = await countOf(schema.transactions);
    expect(transactions).toBeGreaterThanOrEqual(30);
    expect(await countOf(schema.transactionItems)).toBeGreaterThanOrEqual(transactions * 2);
    expect(await countOf(schema.labOrders)).toBe(SAMPLE_ORDERS.length);
    const kinds = await db.select({ kind: schema.caseReports.kind, value: count() }).from(schema.caseReports).groupBy(schema.caseReports.kind);
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.value]))).toEqual({ birth: 12, death: 12 });
  });

  it("gives the first sample patient a record imported from another hospital, older than the clinic's own measurements", async () => {
    const [first] = await db.select({ id: schema.patients.id }).from(schema.patients).orderBy(asc(schema.patients.id)).limit(1);
    const [imported] = await db.select().from(schema.recordImports).where(eq(schema.recordImports.patientId, first!.id));
    expect(imported).toMatchObject({ sourceName: DEMO_IMPORT_SOURCE });
    expect(imported!.importedAt.getTime()).toBeLessThan(NOW.getTime());
    const rows = async (table: PgTable & { importId: AnyPgColumn }) => (await db.select({ n: count() }).from(table).where(eq(table.importId, imported!.id)))[0]!.n;
    expect([await rows(schema.patientProblems), await rows(schema.patientImmunizations), await rows(schema.medicationHistory), await rows(schema.pastVisits), await rows(schema.otherObservations)]).toEqual([3, 4, 2, 2, 3]);
    const measured = await db.select({ source: schema.observations.source, takenAt: schema.observations.takenAt }).from(schema.observations).where(eq(schema.observations.patientId, first!.id)).orderBy(asc(schema.observations.takenAt));
    expect(measured.filter((row) => row.source === 'import')).toHaveLength(3);
    expect(measured.at(-1)!.source).not.toBe('import');
  });

  it('starts with the four sample patients', async () => {
    const first = await db.select({ fullName: schema.patients.fullName }).from(schema.patients).orderBy(asc(schema.patients.id)).limit(4);
    expect(first.map((row) => row.fullName)).toEqual([...SAMPLE_PATIENT_NAMES]);
  });

  it('names the 20 diagnosis categories, Hypertension, Type 2 Diabetes, Asthma and Migraine among them', async () => {
    const names = (await db.select({ name: schema.diagnosisCategories.name }).from(schema.diagnosisCategories)).map((row) => row.name);
    expect(names).toEqual(DIAGNOSIS_CATEGORIES.map((category) => category.name));
    expect(names).toEqual(expect.arrayContaining(['Hypertension', 'Type 2 Diabetes', 'Asthma', 'Migraine']));
  });

  it('lays appointments around the seed date: today, yesterday, last year and upcoming', async () => {
    const dates = (await db.select({ date: schema.appointments.date }).from(schema.appointments)).map((row) => row.date);
    expect(dates.filter((date) => date === TODAY)).toHaveLength(6);
    expect(dates).toContain('2026-03-14');
    expect(dates.some((date) => date < '2025-12-15')).toBe(true);
    expect(dates.filter((date) => date > TODAY)).toHaveLength(10);
    const statuses = new Set((await db.select({ status: schema.appointments.status }).from(schema.appointments)).map((row) => row.status));
    expect(statuses).toEqual(new Set(['pending', 'confirmed', 'arrived', 'completed', 'cancelled', 'no-show']));
  });

  it("moves today's visits still to be seen that have passed to later today, so the demo doctor has some ahead (10:00 on a Sunday)", async () => {
    const today = await db
      .select({ time: schema.appointments.time, status: schema.appointments.status, email: schema.doctors.email })
      .from(schema.appointments)
      .innerJoin(schema.doctors, eq(schema.doctors.id, schema.appointments.doctorId))
      .where(eq(schema.appointments.date, TODAY));
    for (const visit of today.filter((row) => row.status === 'pending' || row.status === 'confirmed')) expect(visit.time > '10:00:00').toBe(true);
    const demoAhead = today.filter((row) => row.email === DEMO_DOCTOR_EMAIL && (row.status === 'pending' || row.status === 'confirmed'));
    expect(demoAhead.length).toBeGreaterThanOrEqual(1);
    expect(demoAhead.map((row) => row.time).sort()[0]).toBe('10:30:00');
  });

  it('prices transactions in kobo with 7.5% tax, and pays only the successful ones', async () => {
    const rows = await db
      .select({
        status: schema.transactions.status,
        paidAt: schema.transactions.paidAt,
        appointmentId: schema.transactions.appointmentId,
        tax: schema.transactions.taxKobo,
        subtotal: sql<number>`(select sum(ti.amount_kobo) from transaction_items ti where ti.transaction_id = "transactions"."id")`.mapWith(Number),
      })
      .from(schema.transactions);
    for (const row of rows) {
      expect(row.tax).toBe(Math.round(row.subtotal * 0.075));
      expect(row.paidAt !== null).toBe(row.status === 'success');
    }
    expect(rows.filter((row) => row.appointmentId === null)).toHaveLength(WALK_IN_TRANSACTIONS);
  });

  it('tells one story: no visit completed and no payment made later than the time of seeding', async () => {
    // 10:00 in Lagos: the visits of today after it are still to be seen, and nothing is paid in the future.
    const [{ completedLater }] = await db
      .select({ completedLater: count() })
      .from(schema.appointments)
      .where(sql`${schema.appointments.status} = 'completed' and (${schema.appointments.date} + ${schema.appointments.time}) > ${'2026-03-15 10:00:00'}::timestamp`);
    expect(completedLater).toBe(0);
    const [{ paidLater }] = await db.select({ paidLater: count() }).from(schema.transactions).where(sql`${schema.transactions.paidAt} > ${NOW.toISOString()}::timestamptz`);
    expect(paidLater).toBe(0);
  });

  it("gives the demo doctor's home screen investigations to review, filed by a colleague on their date and never after now", async () => {
    const [demo] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
    const review = await investigationsToReview(db, demo.id, { now: NOW });
    expect(review.total).toBeGreaterThan(0);
    const [{ filedLater }] = await db.select({ filedLater: count() }).from(schema.investigations).where(sql`${schema.investigations.createdAt} > ${NOW.toISOString()}::timestamptz`);
    expect(filedLater).toBe(0);
  });

  it("gives the demo doctor a day: most of today's visits, the first one still to be seen checked in", async () => {
    const [demo] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
    const day = await readDoctorDay(db, demo.id, { now: NOW });
    expect(day.length).toBeGreaterThanOrEqual(3);
    const arrived = day.filter((row) => row.status === 'arrived');
    expect(arrived).toHaveLength(1);
    // Checked in a quarter of an hour before the seeding, never after it.
    expect(Date.parse(arrived[0].arrivedAt!)).toBe(NOW.getTime() - 15 * 60_000);
  });

  it('attaches real files: PDFs and CSVs', async () => {
    const files = await db.select().from(schema.attachments);
    for (const file of files) {
      const text = Buffer.from(file.bytes).toString('latin1');
      if (file.mime === 'application/pdf') {
        // pdf-lib writes PDF 1.7 (the hand-written files were 1.4).
        expect(text).toMatch(/^%PDF-1\.\d\n/);
        expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      } else {
        expect(file.mime).toBe('text/csv');
        expect(text.split('\n')[0]).toBe('patient,date,test,value,unit,reference range');
      }
    }
    // Readable text with every letter as typed (the hand-written files turned non-ASCII letters into "?").
    const pdf = files.find((file) => file.mime === 'application/pdf')!;
    expect(pdfText(pdf.bytes)).toMatch(/^.+\nPatient: \S.+\nDate: /);
    expect(pdfText(pdf.bytes)).not.toContain('?');
  });

  it('numbers diagnosis tests like the form does (RPT-1 …)', async () => {
    const [first] = await db.select().from(schema.diagnosisTests).where(eq(schema.diagnosisTests.reportNumber, 'RPT-1'));
    expect(first).toBeDefined();
  });
});

// The demo doctor works the spec's default week, whose Monday (08:00–08:05) holds no visit and whose Tuesday
// (15:00–16:00) holds one: their home screen must still have a queue when the demo is seeded on those days.
describe.each([
  ['a Monday', new Date('2026-03-16T09:00:00Z'), '2026-03-16'],
  ['a Tuesday', new Date('2026-03-17T07:00:00Z'), '2026-03-17'],
])('seedBaseData on %s', (_day, now, today) => {
  let weekday: DbHandle;
  beforeAll(async () => {
    weekday = await createTestDatabase();
    await seedBaseData(weekday.db, { now });
  });
  afterAll(() => weekday.close());

  it("gives the demo doctor a queue, with someone checked in; on a day their hours hold no visit, the queue's visits are bookings the Schedule screen lists as outside the hours", async () => {
    const [demo] = await weekday.db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
    const day = await readDoctorDay(weekday.db, demo.id, { now });
    expect(day.length).toBeGreaterThanOrEqual(1);
    expect(day.filter((row) => row.status === 'arrived')).toHaveLength(1);
    const week = await getSchedule(weekday.db, demo.id);
    const outside = day.filter((row) => (row.status === 'pending' || row.status === 'confirmed') && !withinHours(week, today, row.time));
    const listed = await bookingsOutsideHours(weekday.db, demo.id, { now });
    expect(listed.rows.map((row) => row.id)).toEqual(expect.arrayContaining(outside.map((row) => row.id)));
    // Only the Monday's are outside: on the Tuesday the visits fit the hour the demo doctor works.
    if (today === '2026-03-16') expect(outside.length).toBeGreaterThanOrEqual(1);
    else expect(outside).toEqual([]);
  });
});

describe('laterToday', () => {
  it('is half an hour after now or more, on the quarter hour, and leaves a time past the clinic day as it was', () => {
    expect(laterToday('08:45:00', '10:00:00')).toBe('10:30:00');
    expect(laterToday('08:45:00', '10:01:30')).toBe('10:45:00');
    expect(laterToday('08:45:00', '16:15:00')).toBe('16:45:00');
    expect(laterToday('08:45:00', '16:20:00')).toBe('08:45:00');
  });
});

describe('basePatients', () => {
  it('is the same on every run', () => {
    const one = basePatients(createRandom(BASE_SEED), BASE_PATIENT_COUNT, TODAY);
    const two = basePatients(createRandom(BASE_SEED), BASE_PATIENT_COUNT, TODAY);
    expect(one).toEqual(two);
    expect(new Set(one.map((patient) => patient.email)).size).toBe(BASE_PATIENT_COUNT);
    expect(new Set(one.map((patient) => `${patient.firstName} ${patient.lastName}`)).size).toBe(BASE_PATIENT_COUNT);
    for (const patient of one) expect(patient.phone).toMatch(/^\+234\d{10}$/);
  });
});

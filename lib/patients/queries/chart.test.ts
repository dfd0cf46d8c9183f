import { asc } from 'drizzle-orm';
import { appointments, diagnosisCategories, diagnosisTests, doctors, otherObservations, patientProblems, patients, prescriptionMedicines, prescriptions, transactionItems, transactions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase, TEST_TODAY } from '@/mocks/testing';
import { getChartPatient, listPatientAppointments, listPatientDiagnosisTests, listPatientPrescriptions, listPatientTransactions } from './chart';
import { recordObservations } from '@/lib/vitals/writes';
import { readChartVitals, readVitalsTrend, VITALS_TREND_POINTS } from '@/lib/vitals/queries/patient-vitals';
import { voidRecord } from '@/lib/reports/writes/voiding';

let handle: DbHandle;
let patientId: number;
let doctorId: number;
let categoryId: number;

/** The patient's appointments by date; TEST_TODAY is 2026-03-15. */
const VISIT_DATES = ['2026-03-01', '2026-04-01', '2026-03-15', '2026-03-10', '2026-03-20'];
const TESTS = VITALS_TREND_POINTS + 2;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const { db } = handle;
  [{ id: doctorId }] = await db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
  [{ id: categoryId }] = await db.select({ id: diagnosisCategories.id }).from(diagnosisCategories).limit(1);
  [{ id: patientId }] = await db
    .insert(patients)
    .values({ firstName: 'Chart', lastName: 'Patient', email: 'chart.patient@chart.test', phone: '+234 800 123 4567', gender: 'male', dateOfBirth: '1970-01-01' })
    .returning({ id: patients.id });
  // Late in the evening, outside every seeded visit, so that the doctor's bookings do not overlap.
  await db.insert(appointments).values(
    VISIT_DATES.map((date) => ({
      patientId,
      date,
      time: '22:00:00',
      endsAt: `${date} 22:30:00`,
      doctorId,
      type: 'checkup' as const,
    })),
  );
  for (let index = 0; index < TESTS; index += 1) {
    const takenAt = new Date(Date.UTC(2026, 0, 1 + index));
    // What the test measured, as its observations (the trend reads those only): one test without a blood
    // pressure, one without glucose.
    await recordObservations(db, {
      patientId,
      recordedById: doctorId,
      takenAt,
      source: 'diagnosis-test',
      sourceId: 1_000_000 + index,
      values: [
        { measure: 'weight', value: 70 + index },
        ...(index === 5 ? [] : [{ measure: 'blood-pressure' as const, value: 120 + index, value2: 80 + index }]),
        ...(index === 6 ? [] : [{ measure: 'glucose' as const, value: 100 + index }]),
      ],
    });
    await db.insert(diagnosisTests).values({
      reportNumber: `CHART-${index}`,
      patientId,
      doctorId,
      categoryId,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  await db.insert(prescriptions).values([0, 1, 2].map((index) => ({ patientId, doctorId, addedAt: new Date(Date.UTC(2026, 1, 1 + index)), status: index !== 1 })));
  const [paid] = await db.insert(transactions).values({ patientId, date: '2026-02-01', status: 'success', payerBank: 'Bank', taxKobo: 750 }).returning({ id: transactions.id });
  await db.insert(transactionItems).values([
    { transactionId: paid.id, label: 'Check-up', amountKobo: 10_000 },
    { transactionId: paid.id, label: 'Medicine', amountKobo: 5_000 },
  ]);
  await db.insert(transactions).values({ patientId, date: '2026-03-01', status: 'pending', payerBank: 'Bank' });
});
afterAll(() => handle.close());

describe('listPatientAppointments', () => {
  it('lists today and the days ahead first, the earliest first, then the past, the latest first', async () => {
    const page = await listPatientAppointments(handle.db, patientId, { page: 1, pageSize: 10 }, TEST_TODAY);
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.date)).toEqual(['2026-03-15', '2026-03-20', '2026-04-01', '2026-03-10', '2026-03-01']);
    expect(page.rows[0]).toMatchObject({ time: '22:00:00', type: 'checkup', status: 'pending', doctorName: expect.stringMatching(/^Dr\. /) });
  });

  it('reads one page at a time and serves the last page for one past the end', async () => {
    const second = await listPatientAppointments(handle.db, patientId, { page: 2, pageSize: 2 }, TEST_TODAY);
    expect(second).toMatchObject({ total: 5, page: 2 });
    expect(second.rows.map((row) => row.date)).toEqual(['2026-04-01', '2026-03-10']);
    const beyond = await listPatientAppointments(handle.db, patientId, { page: 9, pageSize: 2 }, TEST_TODAY);
    expect(beyond.page).toBe(3);
    expect(beyond.rows.map((row) => row.date)).toEqual(['2026-03-01']);
  });

  it("lists nobody else's appointments", async () => {
    const none = await listPatientAppointments(handle.db, 2_000_000_000, { page: 1, pageSize: 10 }, TEST_TODAY);
    expect(none).toEqual({ rows: [], total: 0, page: 1 });
  });
});

describe('listPatientDiagnosisTests and listPatientPrescriptions', () => {
  it('page the tests newest first, with their category and doctor', async () => {
    const first = await listPatientDiagnosisTests(handle.db, patientId, { page: 1, pageSize: 5 });
    expect(first.total).toBe(TESTS);
    expect(first.rows.map((row) => row.reportNumber)).toEqual(['CHART-13', 'CHART-12', 'CHART-11', 'CHART-10', 'CHART-9']);
    expect(first.rows[0].createdOn).toBe(new Date(Date.UTC(2026, 0, 14)).toISOString());
    const last = await listPatientDiagnosisTests(handle.db, patientId, { page: 3, pageSize: 5 });
    expect(last.rows.map((row) => row.reportNumber)).toEqual(['CHART-3', 'CHART-2', 'CHART-1', 'CHART-0']);
  });

  it('page the prescriptions newest first, with their status', async () => {
    const page = await listPatientPrescriptions(handle.db, patientId, { page: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => [row.addedAt.slice(0, 10), row.status])).toEqual([
      ['2026-02-03', true],
      ['2026-02-02', false],
    ]);
  });

  it("name each prescription's medicines in the order written, and none for one without", async () => {
    const [newest, next] = (await listPatientPrescriptions(handle.db, patientId, { page: 1, pageSize: 2 })).rows;
    const row = { durationDays: 7, time: 'after meal', interval: 'od' };
    await handle.db.insert(prescriptionMedicines).values([
      { ...row, prescriptionId: newest.id, name: 'Lisinopril', strength: '10 mg', position: 1 },
      { ...row, prescriptionId: newest.id, name: 'Amlodipine', strength: '5 mg', position: 0 },
    ]);
    const [named, unnamed] = (await listPatientPrescriptions(handle.db, patientId, { page: 1, pageSize: 2 })).rows;
    expect([named.id, unnamed.id]).toEqual([newest.id, next.id]);
    expect(named.medicineNames).toBe('Amlodipine 5 mg, Lisinopril 10 mg');
    expect(unnamed.medicineNames).toBe('');
  });
});

describe('listPatientTransactions', () => {
  it("pages the patient's transactions newest first, with totals in naira", async () => {
    const page = await listPatientTransactions(handle.db, patientId, { page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.rows.map(({ date, status, total, appointmentType }) => ({ date, status, total, appointmentType }))).toEqual([
      { date: '2026-03-01', status: 'pending', total: 0, appointmentType: null },
      { date: '2026-02-01', status: 'success', total: 157.5, appointmentType: null },
    ]);
  });
});

describe('readVitalsTrend', () => {
  it('reads only the latest observations of each measure, oldest first, each with its date', async () => {
    const trend = await readVitalsTrend(handle.db, patientId);
    expect(trend.weight).toHaveLength(VITALS_TREND_POINTS);
    expect(trend.weight!.map((point) => point.value)).toEqual(Array.from({ length: VITALS_TREND_POINTS }, (_, index) => 72 + index));
    expect(trend.weight!.at(-1)).toEqual({ value: 83, value2: null, takenAt: '2026-01-14T00:00:00.000Z' });
    expect(trend['blood-pressure']!.at(-1)).toMatchObject({ value: 133, value2: 93 });
    // The test without a blood pressure has no point: the 12 latest readings reach back one test further.
    expect(trend['blood-pressure']!.map((point) => point.value)).not.toContain(125);
    expect(trend['blood-pressure']![0].value).toBe(121);
    expect(trend.glucose!.map((point) => point.value)).not.toContain(106);
    const short = await readVitalsTrend(handle.db, patientId, ['weight'], 3);
    expect(short.weight!.map((point) => point.value)).toEqual([81, 82, 83]);
    expect(short.glucose).toBeUndefined();
  });

  it('is empty for a patient without observations', async () => {
    expect(await readVitalsTrend(handle.db, 2_000_000_000)).toEqual({});
  });

  it("gives the chart every measure's trend and, as its latest, the trend's last reading", async () => {
    const { trend, latest } = await readChartVitals(handle.db, patientId);
    expect(trend.weight).toHaveLength(VITALS_TREND_POINTS);
    expect(latest.weight).toEqual(trend.weight!.at(-1));
    expect(latest.weight?.value).toBe(70 + TESTS - 1);
    expect(latest.pulse).toBeUndefined();
  });
});

describe('voided tests and prescriptions in the chart', () => {
  let other: number;
  beforeAll(async () => {
    const { db } = handle;
    [{ id: other }] = await db
      .insert(patients)
      .values({ firstName: 'Voided', lastName: 'Records', email: 'voided.records@chart.test', phone: '+234 800 765 4321', gender: 'female', dateOfBirth: '1980-01-01' })
      .returning({ id: patients.id });
    const tests = await db
      .insert(diagnosisTests)
      .values([0, 1].map((index) => ({ reportNumber: `VOID-${index}`, patientId: other, doctorId, categoryId, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) })))
      .returning({ id: diagnosisTests.id });
    const given = await db
      .insert(prescriptions)
      .values([0, 1].map((index) => ({ patientId: other, doctorId, addedAt: new Date(Date.UTC(2026, 1, 1 + index)) })))
      .returning({ id: prescriptions.id });
    for (const [index, test] of tests.entries()) {
      await recordObservations(db, { patientId: other, recordedById: doctorId, takenAt: new Date(Date.UTC(2026, 0, 1 + index)), source: 'diagnosis-test', sourceId: test.id, values: [{ measure: 'weight', value: 60 + index }] });
    }
    await voidRecord(db, 'diagnosis-test', tests[1].id, { by: doctorId, reason: 'Wrong patient' });
    await voidRecord(db, 'prescription', given[0].id, { by: doctorId, reason: 'Duplicate' });
  });

  it('still lists them, flagged with who, when and why, and counts them apart', async () => {
    const tests = await listPatientDiagnosisTests(handle.db, other, { page: 1, pageSize: 10 });
    expect(tests).toMatchObject({ total: 2, voided: 1 });
    expect(tests.rows.map((row) => [row.reportNumber, row.voided?.reason ?? null, row.voided?.voidedBy ?? null])).toEqual([
      ['VOID-1', 'Wrong patient', expect.stringMatching(/^Dr\. /)],
      ['VOID-0', null, null],
    ]);
    const given = await listPatientPrescriptions(handle.db, other, { page: 1, pageSize: 10 });
    expect(given).toMatchObject({ total: 2, voided: 1 });
    expect(given.rows.map((row) => row.voided?.reason ?? null)).toEqual([null, 'Duplicate']);
  });

  it("leave a voided test's readings out of the vitals trend", async () => {
    expect((await readVitalsTrend(handle.db, other, ['weight'])).weight?.map((reading) => reading.value)).toEqual([60]);
  });

  it('count no voided record for a patient without any', async () => {
    expect((await listPatientPrescriptions(handle.db, patientId, { page: 1, pageSize: 2 })).voided).toBe(0);
  });

  it("count only the standing ones in the chart's tabs, read with the patient", async () => {
    expect((await getChartPatient(handle.db, other))?.counts).toEqual({ tests: 1, prescriptions: 1, transactions: 0, reports: 0 });
    expect((await getChartPatient(handle.db, patientId))?.counts).toEqual({ tests: TESTS, prescriptions: 3, transactions: 2, reports: 0 });
  });

  it('page in SQL with their counts; a page past the end serves the last page', async () => {
    const pages = Math.ceil(TESTS / 5);
    const beyond = await listPatientDiagnosisTests(handle.db, patientId, { page: pages + 3, pageSize: 5 });
    expect(beyond).toMatchObject({ page: pages, total: TESTS, voided: 0 });
    expect(beyond.rows.map((row) => row.reportNumber)).toEqual(Array.from({ length: TESTS - (pages - 1) * 5 }, (_, index) => `CHART-${TESTS - 1 - (pages - 1) * 5 - index}`));
    const given = await listPatientPrescriptions(handle.db, other, { page: 5, pageSize: 1 });
    expect(given).toMatchObject({ page: 2, total: 2, voided: 1 });
    expect(given.rows).toHaveLength(1);
    expect(await listPatientPrescriptions(handle.db, 2_000_000_000, { page: 3, pageSize: 5 })).toEqual({ rows: [], total: 0, voided: 0, page: 1 });
  });

  it('read with the patient in one go, and nothing for an id that is no patient', async () => {
    const chart = await getChartPatient(handle.db, other);
    expect(chart?.patient).toMatchObject({ id: other, fullName: 'Voided Records' });
    // Which lists from elsewhere it holds: none yet; a problem recorded, then that one; an observation, then that too.
    expect(chart?.held).toEqual({ problems: false, immunizations: false, visitsElsewhere: false, medicationHistory: false, otherObservations: false, admissions: false });
    await handle.db.insert(patientProblems).values({ patientId: other, name: 'Hypertension', clinicalStatus: 'active' });
    expect((await getChartPatient(handle.db, other))?.held).toEqual({ problems: true, immunizations: false, visitsElsewhere: false, medicationHistory: false, otherObservations: false, admissions: false });
    await handle.db.insert(otherObservations).values({ patientId: other, name: 'Tobacco smoking status', status: 'final', valueText: 'Never smoked tobacco (finding)', takenAt: new Date('2025-06-01T08:30:00Z') });
    expect((await getChartPatient(handle.db, other))?.held).toMatchObject({ problems: true, otherObservations: true, immunizations: false });
    expect(await getChartPatient(handle.db, 2_000_000_000)).toBeNull();
  });
});

import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { reportNumberFallback } from '@/lib/constants';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { DiagnosisTestValues } from '@/lib/diagnosis/schema/test';
import type { VisitLink } from '@/lib/appointments/schema/visit-link';
import { parseBloodPressure } from '@/lib/vitals/rules/measures';
import { replaceSourceObservations } from '@/lib/vitals/writes';
import { observationsOf } from '@/lib/vitals/writes';
import { isUniqueViolation } from '@/lib/db/pg-errors';
import { readingsToRecord } from '@/lib/vitals/queries/visit-readings';
import { isVisitOfPatient } from '@/lib/appointments/queries/visit-records';
import { voidRecord, type VoidOutcome, type VoidRequest } from '@/lib/reports/writes/voiding';

export type DiagnosisTestWriteResult =
  | { ok: true; id: number; reportNumber: string }
  | { ok: false; reason: 'not-found' | 'voided' | 'duplicate-report-number' | 'unknown-patient' | 'unknown-category' | 'unknown-visit' };

type Refusal = Extract<DiagnosisTestWriteResult, { ok: false }>;

/** How often a save with a generated report number is tried again after losing a race for that number. */
const REPORT_NUMBER_ATTEMPTS = 5;

/** The number in `RPT-{n}`, or null for any other report number. The CASE keeps the cast off other shapes. */
const fallbackSerial = sql<number | null>`case when ${diagnosisTests.reportNumber} ~ '^RPT-[0-9]{1,9}$' then substring(${diagnosisTests.reportNumber} from 5)::int end`;

/**
 * `RPT-{count+1}` (the brief's fallback number), or the first free number after it when a typed report number already
 * holds it. The count is of EVERY test, voided ones too: a voided test keeps its number, so none is reused. The transaction-scoped advisory lock makes saves that
 * need a number take turns: the second one counts after the first has committed, so both stay unique.
 */
async function fallbackReportNumber(tx: Db): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('diagnosis_tests.report_number'))`);
  const [{ total }] = await tx.select({ total: count() }).from(diagnosisTests);
  const taken = await tx.select({ serial: fallbackSerial }).from(diagnosisTests).where(sql`${fallbackSerial} > ${total}`);
  const used = new Set(taken.map((row) => row.serial));
  let serial = total + 1;
  while (used.has(serial)) serial += 1;
  return reportNumberFallback(serial - 1);
}

/**
 * Runs a save; a unique violation on a typed report number is a duplicate to report, one on a generated
 * number means another writer took it first (e.g. typed it meanwhile), so the save is tried again.
 */
async function saveWithRetry(generated: boolean, save: () => Promise<DiagnosisTestWriteResult>): Promise<DiagnosisTestWriteResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (!generated) return { ok: false, reason: 'duplicate-report-number' };
      if (attempt >= REPORT_NUMBER_ATTEMPTS) throw error;
    }
  }
}

/**
 * The chosen patient and category must exist; `for share` keeps them until the save commits, so a
 * concurrent delete of the category waits and then finds it in use instead of orphaning the test.
 */
async function missingReference(tx: Db, { patientId, categoryId }: DiagnosisTestValues): Promise<Refusal | null> {
  const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('share');
  if (!patient) return { ok: false, reason: 'unknown-patient' };
  const [category] = await tx
    .select({ id: diagnosisCategories.id })
    .from(diagnosisCategories)
    .where(eq(diagnosisCategories.id, categoryId))
    .for('share');
  return category ? null : { ok: false, reason: 'unknown-category' };
}

/**
 * The test, locked until the change commits, with the visit it was written at: a refusal when it is gone or
 * voided (a voided record is kept as it was). Who may change it (its author or an administrator) is decided before, by the action's wrapper.
 */
async function lockStanding(tx: Db, id: number): Promise<Refusal | { appointmentId: number | null }> {
  const [row] = await tx
    .select({ voidedAt: diagnosisTests.voidedAt, appointmentId: diagnosisTests.appointmentId })
    .from(diagnosisTests)
    .where(eq(diagnosisTests.id, id))
    .for('update');
  if (!row) return { ok: false, reason: 'not-found' };
  return row.voidedAt === null ? { appointmentId: row.appointmentId } : { ok: false, reason: 'voided' };
}

/**
 * The test's measurements as observations of its patient, replacing what it recorded before: editing a test
 * edits its own observations, in the same transaction as the test. At a visit, a reading the visit already has
 * (the form started with it) is the visit's, not recorded twice (lib/vitals/queries/visit-readings.ts).
 */
async function writeObservations(tx: Db, testId: number, recordedById: number | null, appointmentId: number | null, values: DiagnosisTestValues) {
  const pressure = parseBloodPressure(values.bloodPressure);
  const measured = observationsOf({ ...values, glucose: values.averageGlucose, fastingGlucose: values.fastingBloodSugar, bloodPressure: pressure });
  await replaceSourceObservations(tx, {
    patientId: values.patientId,
    recordedById,
    takenAt: values.measuredAt,
    source: 'diagnosis-test',
    sourceId: testId,
    values: await readingsToRecord(tx, appointmentId, { source: 'diagnosis-test', sourceId: testId }, measured),
  });
}

/**
 * The test's own columns: the report number is settled separately, the properties live in their table and the
 * vitals are its observations only (writeObservations), so one fact is never kept in two places.
 */
function columnsOf(values: DiagnosisTestValues) {
  const { patientId, categoryId, age, urineSugar, diabetes, cholesterol } = values;
  return { patientId, categoryId, age, urineSugar, diabetes, cholesterol };
}

async function insertProperties(tx: Db, testId: number, properties: DiagnosisTestValues['properties']) {
  if (properties.length === 0) return;
  await tx.insert(diagnosisTestProperties).values(properties.map((property, position) => ({ ...property, position, testId })));
}

/**
 * Saves a new test written by `doctorId`; an empty report number gets the fallback number. Written at a visit
 * (`appointmentId`), it belongs to that visit, which must be the patient's own. An edit never changes the visit.
 */
export function createDiagnosisTest(db: Db, doctorId: number, values: DiagnosisTestValues & VisitLink): Promise<DiagnosisTestWriteResult> {
  const appointmentId = values.appointmentId ?? null;
  return saveWithRetry(!values.reportNumber, () =>
    db.transaction(async (tx): Promise<DiagnosisTestWriteResult> => {
      const missing = await missingReference(tx, values);
      if (missing) return missing;
      if (appointmentId !== null && !(await isVisitOfPatient(tx, appointmentId, values.patientId, { lock: true }))) return { ok: false, reason: 'unknown-visit' };
      const reportNumber = values.reportNumber || (await fallbackReportNumber(tx));
      const [row] = await tx
        .insert(diagnosisTests)
        .values({ ...columnsOf(values), reportNumber, doctorId, appointmentId })
        .returning({ id: diagnosisTests.id });
      await insertProperties(tx, row.id, values.properties);
      await writeObservations(tx, row.id, doctorId, appointmentId, values);
      return { ok: true, id: row.id, reportNumber };
    }),
  );
}

/**
 * Replaces a test's fields, other properties and observations; emptying the report number gives it a fallback
 * number. `recordedById` is the doctor saving the change (the test's observations are then theirs).
 */
export function updateDiagnosisTest(db: Db, id: number, values: DiagnosisTestValues, recordedById: number | null = null): Promise<DiagnosisTestWriteResult> {
  return saveWithRetry(!values.reportNumber, () =>
    db.transaction(async (tx): Promise<DiagnosisTestWriteResult> => {
      const standingTest = await lockStanding(tx, id);
      if ('ok' in standingTest) return standingTest;
      const missing = await missingReference(tx, values);
      if (missing) return missing;
      const reportNumber = values.reportNumber || (await fallbackReportNumber(tx));
      await tx
        .update(diagnosisTests)
        .set({ ...columnsOf(values), reportNumber, updatedAt: new Date() })
        .where(eq(diagnosisTests.id, id));
      await tx.delete(diagnosisTestProperties).where(eq(diagnosisTestProperties.testId, id));
      await insertProperties(tx, id, values.properties);
      await writeObservations(tx, id, recordedById, standingTest.appointmentId, values);
      return { ok: true, id, reportNumber };
    }),
  );
}

/** Voids a test (never deleted): it leaves the lists, keeps its number and its properties. */
export function voidDiagnosisTest(db: Db, id: number, request: VoidRequest): Promise<VoidOutcome> {
  return voidRecord(db, 'diagnosis-test', id, request);
}

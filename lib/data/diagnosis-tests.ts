import 'server-only';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTestProperties, diagnosisTests, doctors, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorAvatarUrl, doctorDisplayName } from './doctor-name';

export { createDiagnosisTest, deleteDiagnosisTest, updateDiagnosisTest, type DiagnosisTestWriteResult } from './diagnosis-test-writes';

/** A diagnosis test as the list, its view and the edit form show it (SPEC.md section 3). */
export interface DiagnosisTestRecord {
  id: number;
  reportNumber: string;
  patientId: number;
  patientName: string;
  patientEmail: string;
  patientAvatar: string;
  doctorId: number;
  doctorName: string;
  doctorEmail: string;
  doctorAvatar: string;
  categoryId: number;
  categoryName: string;
  /** ISO instant. */
  createdOn: string;
  age: number | null;
  height: number | null;
  weight: number | null;
  averageGlucose: number | null;
  fastingBloodSugar: number | null;
  urineSugar: string;
  bloodPressure: string;
  diabetes: string;
  cholesterol: number | null;
  properties: Array<{ name: string; value: string }>;
}

const recordColumns = {
  id: diagnosisTests.id,
  reportNumber: diagnosisTests.reportNumber,
  patientId: diagnosisTests.patientId,
  patientName: patients.fullName,
  patientEmail: patients.email,
  patientAvatar: patients.avatar,
  doctorId: diagnosisTests.doctorId,
  doctorName: doctorDisplayName(),
  doctorEmail: doctors.email,
  doctorAvatar: doctorAvatarUrl(),
  categoryId: diagnosisTests.categoryId,
  categoryName: diagnosisCategories.name,
  createdAt: diagnosisTests.createdAt,
  age: diagnosisTests.age,
  height: diagnosisTests.height,
  weight: diagnosisTests.weight,
  averageGlucose: diagnosisTests.averageGlucose,
  fastingBloodSugar: diagnosisTests.fastingBloodSugar,
  urineSugar: diagnosisTests.urineSugar,
  bloodPressure: diagnosisTests.bloodPressure,
  diabetes: diagnosisTests.diabetes,
  cholesterol: diagnosisTests.cholesterol,
};

async function selectRecords(db: Db, where?: SQL): Promise<DiagnosisTestRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(diagnosisTests)
    .innerJoin(patients, eq(patients.id, diagnosisTests.patientId))
    .innerJoin(doctors, eq(doctors.id, diagnosisTests.doctorId))
    .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
    .where(where)
    .orderBy(desc(diagnosisTests.createdAt), desc(diagnosisTests.id));
  if (rows.length === 0) return [];

  const properties = await db
    .select({ testId: diagnosisTestProperties.testId, name: diagnosisTestProperties.name, value: diagnosisTestProperties.value })
    .from(diagnosisTestProperties)
    .where(inArray(diagnosisTestProperties.testId, rows.map((row) => row.id)))
    .orderBy(asc(diagnosisTestProperties.position), asc(diagnosisTestProperties.id));
  const byTest = new Map<number, Array<{ name: string; value: string }>>();
  for (const { testId, name, value } of properties) {
    byTest.set(testId, [...(byTest.get(testId) ?? []), { name, value }]);
  }
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdOn: createdAt.toISOString(), properties: byTest.get(row.id) ?? [] }));
}

/** Every diagnosis test, newest first, with its patient, doctor, category and other properties. */
export function listDiagnosisTests(db: Db): Promise<DiagnosisTestRecord[]> {
  return selectRecords(db);
}

export async function getDiagnosisTest(db: Db, id: number): Promise<DiagnosisTestRecord | null> {
  const [record] = await selectRecords(db, eq(diagnosisTests.id, id));
  return record ?? null;
}

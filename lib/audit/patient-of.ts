import 'server-only';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appointments, caseReports, diagnosisTests, documents, investigations, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** The records of patient data that name their patient by id. */
const PATIENT_OF: Record<PatientRecordKind, { table: PgTable; id: AnyPgColumn; patient: AnyPgColumn }> = {
  appointment: { table: appointments, id: appointments.id, patient: appointments.patientId },
  'diagnosis-test': { table: diagnosisTests, id: diagnosisTests.id, patient: diagnosisTests.patientId },
  prescription: { table: prescriptions, id: prescriptions.id, patient: prescriptions.patientId },
  // Reports: null for an old report that no patient matched (migration 0008).
  'case-report': { table: caseReports, id: caseReports.id, patient: caseReports.patientId },
  investigation: { table: investigations, id: investigations.id, patient: investigations.patientId },
  document: { table: documents, id: documents.id, patient: documents.patientId },
};

export type PatientRecordKind = 'appointment' | 'diagnosis-test' | 'prescription' | 'case-report' | 'investigation' | 'document';

/** The patient a record belongs to, or null when there is no such record: read before a change or delete. */
export async function patientOf(db: Db, kind: PatientRecordKind, id: number): Promise<number | null> {
  const { table, id: idColumn, patient } = PATIENT_OF[kind];
  const [row] = await db.select({ patientId: patient }).from(table).where(eq(idColumn, id)).limit(1);
  return (row?.patientId as number | null | undefined) ?? null;
}

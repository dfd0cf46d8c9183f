import 'server-only';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appointments, caseReports, diagnosisCategories, diagnosisTests, documents, investigations, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/**
 * Every kind of record a doctor creates and only its author (or an administrator) may change. An appointment's
 * "author" is the doctor it is booked with: only they (or an administrator) move its state.
 */
const AUTHORED: Record<AuthoredKind, { table: PgTable; id: AnyPgColumn; author: AnyPgColumn }> = {
  appointment: { table: appointments, id: appointments.id, author: appointments.doctorId },
  'diagnosis-test': { table: diagnosisTests, id: diagnosisTests.id, author: diagnosisTests.doctorId },
  prescription: { table: prescriptions, id: prescriptions.id, author: prescriptions.doctorId },
  'diagnosis-category': { table: diagnosisCategories, id: diagnosisCategories.id, author: diagnosisCategories.authorId },
  'case-report': { table: caseReports, id: caseReports.id, author: caseReports.authorId },
  investigation: { table: investigations, id: investigations.id, author: investigations.authorId },
  document: { table: documents, id: documents.id, author: documents.authorId },
};

export type AuthoredKind = 'appointment' | 'diagnosis-test' | 'prescription' | 'diagnosis-category' | 'case-report' | 'investigation' | 'document';

/** The author of one record (null when their account is gone), or undefined when the record does not exist. */
export async function authorOf(db: Db, kind: AuthoredKind, id: number): Promise<{ authorId: number | null } | undefined> {
  const { table, id: idColumn, author } = AUTHORED[kind];
  const [row] = await db.select({ authorId: author }).from(table).where(eq(idColumn, id)).limit(1);
  return row ? { authorId: row.authorId as number | null } : undefined;
}

import 'server-only';
import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { containsPattern } from '@/lib/db/paging';

// Every report (birth, death, investigation, operation) is filed for a patient (migration 0008's patient_id).
// Its person is then the patient: name, email and avatar are read from the patients row, so a renamed patient
// shows with the new name. The report's own typed copy (patient_name / user_name…) is written from the patient
// on every save and only SHOWN for old rows that no patient matched (patient_id null).

/** What a report's row shows of its person. The email is null for a patient registered without one. */
export interface ReportPerson {
  /** Null for a report from before migration 0008 that matched no patient. */
  patientId: number | null;
  /** "P-000123", shown beside the name to tell namesakes apart; null when no patient is linked. */
  patientNumber: string | null;
  name: string;
  email: string | null;
  avatar: string;
}

/** The patient a report is being filed for, locked (`for share`) until the save commits; null when gone. */
export async function lockReportPatient(tx: Db, patientId: number): Promise<{ fullName: string; email: string | null } | null> {
  const [patient] = await tx
    .select({ fullName: patients.fullName, email: patients.email })
    .from(patients)
    .where(eq(patients.id, patientId))
    .for('share');
  return patient ?? null;
}

/** The columns of ReportPerson for a select of a report left-joined to its patient (`joinReportPatient`). */
export function reportPersonColumns(report: { patientId: PgColumn; name: PgColumn; email: PgColumn; avatar: PgColumn }) {
  return {
    patientId: report.patientId,
    personNumber: patients.patientNumber,
    personName: sql<string>`coalesce(${patients.fullName}, ${report.name})`,
    // A linked patient without an email has none: the typed copy is not shown in its place.
    personEmail: sql<string | null>`case when ${patients.id} is null then ${report.email} else ${patients.email} end`,
    personAvatar: sql<string>`coalesce(${patients.avatar}, ${report.avatar})`,
  };
}

/** The join condition of a report's patient (a left join: unlinked reports stay). */
export const reportPatientJoin = (reportPatientId: PgColumn) => eq(patients.id, reportPatientId);

export const reportPersonOf = (row: { patientId: number | null; personNumber: number | null; personName: string; personEmail: string | null; personAvatar: string }): ReportPerson => ({
  patientId: row.patientId,
  patientNumber: row.personNumber === null ? null : formatPatientNumber(row.personNumber),
  name: row.personName,
  email: row.personEmail === '' ? null : row.personEmail,
  avatar: row.personAvatar,
});

/**
 * The search of a reports table by its person's name: a linked report by its patient's full name (the
 * subquery is served by the trigram index on lower(patients.full_name) and gives a few ids), an unlinked one
 * by its typed copy (served by the report's own trigram index). Written so, and not as `lower(coalesce(…))`
 * over the join, so that neither side reads every patient.
 */
export function reportPersonNameMatches(db: Db, report: { patientId: PgColumn; name: PgColumn }, q: string): SQL {
  const pattern = containsPattern(q);
  const matchingPatients = db.select({ id: patients.id }).from(patients).where(sql`lower(${patients.fullName}) like ${pattern}`);
  return or(inArray(report.patientId, matchingPatients), sql`(${isNull(report.patientId)} and lower(${report.name}) like ${pattern})`)!;
}

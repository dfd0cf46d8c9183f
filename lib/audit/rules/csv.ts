import { csvLine } from '@/lib/lists/csv';
import type { AuditRow } from '@/lib/audit/queries/trail';
import { formatPatientNumber } from '@/lib/patients/rules/number';

export const AUDIT_CSV_HEADER = [
  'ID',
  'At (UTC)',
  'Actor ID',
  'Actor',
  'Actor email',
  'Action',
  'Entity',
  'Entity ID',
  'Patient ID',
  // The number the screens write (P-000061): the ID above is the database's own, kept for machines.
  'Patient number',
  'Patient',
  'Address',
  'Outcome',
  'Detail',
] as const;

export const auditCsvHeader = () => csvLine(AUDIT_CSV_HEADER);

/** Audit rows as CSV lines (CRLF, cells a spreadsheet would run as formulas defused, as every export). */
export const auditRowsToCsv = (rows: readonly AuditRow[]): string =>
  rows
    .map((row) =>
      csvLine([
        row.id,
        row.at,
        row.actorId,
        row.actorName,
        row.actorEmail,
        row.action,
        row.entity,
        row.entityId,
        row.patientId,
        row.patientNumber === null ? null : formatPatientNumber(row.patientNumber),
        row.patientName,
        row.address,
        row.outcome,
        row.detail,
      ]),
    )
    .join('');

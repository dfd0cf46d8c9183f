// The audit trail (lib/db/schema/audit.ts): what appends to it. Reading it is lib/audit/queries/trail.ts.
export { recordAudit, type AuditEvent } from './record';
export { recordPatientView, type PatientView, type PatientViewSource } from './patient-view';
export { requestAddress } from './address';
export { patientOf, type PatientRecordKind } from './patient-of';
export { recordRead, patientsShown, attachmentItem, type Read, type ReadItem, type Reader } from './read';

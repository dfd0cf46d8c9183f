import { formatInstant } from '@/lib/clinic-time';
import type { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_OUTCOMES } from '@/lib/constants';
import { formatPatientNumber } from '@/lib/patients/rules/number';

type Action = (typeof AUDIT_ACTIONS)[number];
type Entity = (typeof AUDIT_ENTITIES)[number];
type Outcome = (typeof AUDIT_OUTCOMES)[number];

/** How the screens and the CSV name each action of the trail. */
export const AUDIT_ACTION_LABELS: Record<Action, string> = {
  view: 'Viewed',
  export: 'Exported',
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'staff-change': 'Staff change',
  void: 'Voided',
  'password-reset': 'Password reset',
};

export const AUDIT_ENTITY_LABELS: Record<Entity, string> = {
  patient: 'Patient',
  appointment: 'Appointment',
  'diagnosis-test': 'Diagnosis test',
  prescription: 'Prescription',
  'medical-report': 'Report',
  transaction: 'Transaction',
  staff: 'Account',
  session: 'Session',
  audit: 'Audit trail',
  medicine: 'Medicine',
  account: 'Own account',
  schedule: 'Schedule',
  'diagnosis-category': 'Diagnosis category',
  database: 'Database',
  'connected-system': 'Connected system',
  'lab-order': 'Lab order',
  'lab-test': 'Lab test',
  ward: 'Ward',
  admission: 'Admission',
  'progress-note': 'Progress note',
};

export const AUDIT_OUTCOME_LABELS: Record<Outcome, string> = { success: 'Done', refused: 'Refused', failed: 'Failed' };

/**
 * "23 Nov 2026, 14:05:09" on the clinic's clock, the same on the server and in the browser: the app's one
 * instant style (lib/clinic-time), with the seconds an audit trail needs.
 */
export const formatAuditInstant = (iso: string): string => formatInstant(iso, { seconds: true });

/** What a line of the trail says of its subject and patient. */
interface SubjectOf {
  entity: Entity;
  entityId: string | null;
  patientId: number | null;
  /** 123 for P-000123, or null when the line names no patient. */
  patientNumber: number | null;
}

/**
 * "Diagnosis test 12", "Session", "Patient P-000061": what an event was about. A patient is named by the number
 * every screen writes, never by the internal id the trail keeps ("Patient 61" named nobody a doctor could find).
 */
export function auditSubject({ entity, entityId, patientId, patientNumber }: SubjectOf): string {
  if (entity === 'patient' && patientNumber !== null && entityId === String(patientId)) return `${AUDIT_ENTITY_LABELS.patient} ${formatPatientNumber(patientNumber)}`;
  return entityId ? `${AUDIT_ENTITY_LABELS[entity]} ${entityId}` : AUDIT_ENTITY_LABELS[entity];
}

/** The patient a line is about: "Bola Bello" and "P-000061", or the number alone when the name cannot be read. */
export function auditPatient({ patientId, patientName, patientNumber }: { patientId: number | null; patientName: string | null; patientNumber: number | null }): { name: string; number: string | null } | null {
  if (patientId === null) return null;
  const number = patientNumber === null ? null : formatPatientNumber(patientNumber);
  return { name: patientName ?? `Patient ${number ?? patientId}`, number: patientName === null ? null : number };
}

/** Who acted: the account's name today, or the email recorded then, or "Unknown". */
export const auditActor = (row: { actorName: string | null; actorEmail: string | null }): string =>
  row.actorName ?? row.actorEmail ?? 'Unknown';

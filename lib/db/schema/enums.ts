// The values of the database's enumerated types, and their TypeScript types: plain arrays, no Drizzle, because
// screens in the browser import them too (a status filter, a badge) and must not ship the ORM. The
// PostgreSQL types made of them are in pg-enums.ts.
import { APPOINTMENT_TYPES, GENDERS, NEXT_VISIT_UNITS, WEEKDAYS } from '../../constants';

export { APPOINTMENT_TYPES, GENDERS, NEXT_VISIT_UNITS, WEEKDAYS };
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'arrived', 'completed', 'cancelled', 'no-show'] as const;
export const TRANSACTION_STATUSES = ['success', 'pending', 'failed'] as const;
export const MEDICAL_REPORT_STATUSES = ['normal', 'abnormal', 'pending'] as const;
export const CASE_REPORT_KINDS = ['birth', 'death'] as const;
export const INVESTIGATION_STATUSES = ['Completed', 'Pending', 'In Progress'] as const;
/**
 * Administrators approve accounts and may change or delete any record; doctors, their own. Lab scientists work the
 * laboratory's worklist and see nothing else of the record.
 */
export const DOCTOR_ROLES = ['administrator', 'doctor', 'lab-scientist'] as const;
/** pending: signed up, waiting for an administrator (SIGNUP_MODE=approval); disabled: cannot sign in. */
export const DOCTOR_STATUSES = ['pending', 'active', 'disabled'] as const;

export type Gender = (typeof GENDERS)[number];
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type MedicalReportStatus = (typeof MEDICAL_REPORT_STATUSES)[number];
export type CaseReportKind = (typeof CASE_REPORT_KINDS)[number];
export type InvestigationStatus = (typeof INVESTIGATION_STATUSES)[number];
export type NextVisitUnit = (typeof NEXT_VISIT_UNITS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
export type DoctorRole = (typeof DOCTOR_ROLES)[number];
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

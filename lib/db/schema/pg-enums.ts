// The database's enumerated types, made of the plain values in enums.ts (which the browser may import).
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  CASE_REPORT_KINDS,
  DOCTOR_ROLES,
  DOCTOR_STATUSES,
  GENDERS,
  INVESTIGATION_STATUSES,
  MEDICAL_REPORT_STATUSES,
  NEXT_VISIT_UNITS,
  TRANSACTION_STATUSES,
  WEEKDAYS,
} from './enums';

export const genderEnum = pgEnum('gender', GENDERS);
export const appointmentTypeEnum = pgEnum('appointment_type', APPOINTMENT_TYPES);
export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const transactionStatusEnum = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const medicalReportStatusEnum = pgEnum('medical_report_status', MEDICAL_REPORT_STATUSES);
export const caseReportKindEnum = pgEnum('case_report_kind', CASE_REPORT_KINDS);
export const investigationStatusEnum = pgEnum('investigation_status', INVESTIGATION_STATUSES);
export const nextVisitUnitEnum = pgEnum('next_visit_unit', NEXT_VISIT_UNITS);
export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
export const doctorRoleEnum = pgEnum('doctor_role', DOCTOR_ROLES);
export const doctorStatusEnum = pgEnum('doctor_status', DOCTOR_STATUSES);

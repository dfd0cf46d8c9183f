import { pgEnum } from 'drizzle-orm/pg-core';
import { APPOINTMENT_TYPES, GENDERS, NEXT_VISIT_UNITS, WEEKDAYS } from '../../constants';

export const genderEnum = pgEnum('gender', GENDERS);
export const appointmentTypeEnum = pgEnum('appointment_type', APPOINTMENT_TYPES);
export const appointmentStatusEnum = pgEnum('appointment_status', ['pending', 'confirmed', 'arrived', 'completed', 'cancelled', 'no-show']);
export const transactionStatusEnum = pgEnum('transaction_status', ['success', 'pending', 'failed']);
export const medicalReportStatusEnum = pgEnum('medical_report_status', ['normal', 'abnormal', 'pending']);
export const caseReportKindEnum = pgEnum('case_report_kind', ['birth', 'death']);
export const investigationStatusEnum = pgEnum('investigation_status', ['Completed', 'Pending', 'In Progress']);
export const nextVisitUnitEnum = pgEnum('next_visit_unit', NEXT_VISIT_UNITS);
export const weekdayEnum = pgEnum('weekday', WEEKDAYS);
/** Administrators approve accounts and may change or delete any record; doctors, their own. */
export const doctorRoleEnum = pgEnum('doctor_role', ['administrator', 'doctor']);
/** pending: signed up, waiting for an administrator (SIGNUP_MODE=approval); disabled: cannot sign in. */
export const doctorStatusEnum = pgEnum('doctor_status', ['pending', 'active', 'disabled']);

export type Gender = (typeof genderEnum.enumValues)[number];
export type AppointmentType = (typeof appointmentTypeEnum.enumValues)[number];
export type AppointmentStatus = (typeof appointmentStatusEnum.enumValues)[number];
export type TransactionStatus = (typeof transactionStatusEnum.enumValues)[number];
export type MedicalReportStatus = (typeof medicalReportStatusEnum.enumValues)[number];
export type CaseReportKind = (typeof caseReportKindEnum.enumValues)[number];
export type InvestigationStatus = (typeof investigationStatusEnum.enumValues)[number];
export type NextVisitUnit = (typeof nextVisitUnitEnum.enumValues)[number];
export type Weekday = (typeof weekdayEnum.enumValues)[number];
export type DoctorRole = (typeof doctorRoleEnum.enumValues)[number];
export type DoctorStatus = (typeof doctorStatusEnum.enumValues)[number];

export const APPOINTMENT_STATUSES = appointmentStatusEnum.enumValues;
export const TRANSACTION_STATUSES = transactionStatusEnum.enumValues;
export const INVESTIGATION_STATUSES = investigationStatusEnum.enumValues;
export const DOCTOR_ROLES = doctorRoleEnum.enumValues;
export const DOCTOR_STATUSES = doctorStatusEnum.enumValues;

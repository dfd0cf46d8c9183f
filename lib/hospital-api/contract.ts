import 'server-only';
import { z } from '@/lib/zod';
import { APPOINTMENT_TYPES, GENDERS } from '@/lib/constants';
import { APPOINTMENT_STATUSES } from '@/lib/db/schema/enums';

// The JSON the hospital API (app/api/v1, logic in lib/hospital-api/server) answers. The route handlers produce these shapes (through
// server/serialize.ts, which also gives the screens that show the same lists their rows) and their tests check every answer against
// them. Dates are YYYY-MM-DD, instants ISO 8601, money naira.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timeOfDay = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const id = z.number().int().positive();
const instant = z.iso.datetime({ offset: true });

export const patientSchema = z.object({
  id,
  /** "P-000123": given at registration, never changed. */
  patientNumber: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a patient registered without one. */
  email: z.string().nullable(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  age: z.number().int().nonnegative(),
  /** A path under /avatars (no remote images). */
  avatar: z.string(),
  dateOfBirth: isoDate,
  address: z.object({ state: z.string(), street: z.string(), zipCode: z.string() }),
  // The latest observation of each vital (lib/vitals/queries/patient-vitals.ts), with the instant it was measured at.
  /** Kilograms; null until measured. */
  weight: z.number().nullable(),
  weightRecordedAt: instant.nullable(),
  /** "120/80" mmHg; null until measured. */
  bloodPressure: z.string().nullable(),
  bloodPressureRecordedAt: instant.nullable(),
  /** Blood glucose, mg/dL (not a fasting blood sugar); null until measured. */
  bloodGlucose: z.number().nullable(),
  bloodGlucoseRecordedAt: instant.nullable(),
  bloodGroup: z.string().nullable(),
  treatment: z.string(),
  ongoingSurgeries: z.string(),
  /** The date of the patient's latest completed appointment; null when none was completed. */
  lastVisited: isoDate.nullable(),
});
export type Patient = z.infer<typeof patientSchema>;

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  prevPage: z.number().int().positive().nullable(),
  nextPage: z.number().int().positive().nullable(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Every list answers one page: its rows and where the page stands (a page past the end serves the last one). */
const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), pagination: paginationSchema });

export const usersResponseSchema = pageOf(patientSchema);
export type UsersResponse = z.infer<typeof usersResponseSchema>;

export const medicalReportSchema = z.object({
  id,
  patientId: id,
  patientName: z.string(),
  title: z.string(),
  date: isoDate,
  doctorName: z.string(),
  result: z.string(),
  status: z.enum(['normal', 'abnormal', 'pending']),
  note: z.string(),
});
export type MedicalReport = z.infer<typeof medicalReportSchema>;

export const medicalReportsResponseSchema = pageOf(medicalReportSchema);
export type MedicalReportsResponse = z.infer<typeof medicalReportsResponseSchema>;

export const transactionRowSchema = z.object({
  id,
  /** The patient's full name. */
  name: z.string(),
  /** What the visit was ("Checkup", "Surgery"), or "Walk-in" for a sale without an appointment. */
  appointment: z.string(),
  appointmentId: id.nullable(),
  date: isoDate,
  /** Naira: subtotal plus tax. */
  total: z.number(),
  status: z.enum(['success', 'pending', 'failed']),
  patient: z.object({
    id,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    gender: z.enum(GENDERS),
    avatar: z.string(),
  }),
  payerBank: z.string(),
  paymentMethod: z.string(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  items: z.array(z.object({ label: z.string(), amount: z.number() })),
  subtotal: z.number(),
  tax: z.number(),
  /** File name of the receipt or invoice. */
  documentation: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionsResponseSchema = pageOf(transactionRowSchema);
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const appointmentRowSchema = z.object({
  /** Shown as "Sr no.". */
  id,
  patientId: id,
  name: z.string(),
  mobile: z.string(),
  /** '' for a patient registered without one. */
  email: z.string(),
  /** The patient's age when booked (0 for a baby in their first year). */
  age: z.number().int().nonnegative(),
  gender: z.enum(GENDERS),
  date: isoDate,
  time: timeOfDay,
  /** When the visit ends (the doctor's per-patient time after `time`), HH:MM:SS. */
  endTime: timeOfDay,
  /** The doctor it is booked with. */
  doctorId: id,
  /** "Dr. First Last". */
  doctorName: z.string(),
  type: z.enum(APPOINTMENT_TYPES),
  status: z.enum(APPOINTMENT_STATUSES),
  /** When the patient was checked in (the latest move to `arrived` in its history); null if never. */
  arrivedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AppointmentRow = z.infer<typeof appointmentRowSchema>;

export const appointmentsResponseSchema = pageOf(appointmentRowSchema);
export type AppointmentsResponse = z.infer<typeof appointmentsResponseSchema>;
export const createAppointmentResponseSchema = z.object({ data: appointmentRowSchema });

/** Every error answer: `{ error }`, and for a 400 the zod issues. */
export const apiIssueSchema = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string(), code: z.string().optional() });
export type ApiIssue = z.infer<typeof apiIssueSchema>;
/** A time that can be booked, offered by a refused booking (409). */
export const freeSlotSchema = z.object({ date: isoDate, time: z.string().regex(/^\d{2}:\d{2}$/), doctorId: id });
export type FreeSlotRow = z.infer<typeof freeSlotSchema>;
export const errorResponseSchema = z.object({ error: z.string(), issues: z.array(apiIssueSchema).optional(), nextFreeSlots: z.array(freeSlotSchema).optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

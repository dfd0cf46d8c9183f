import { z } from '@/lib/zod';
import { APPOINTMENT_STATUSES, TRANSACTION_STATUSES, type AppointmentStatus } from '@/lib/db/schema/enums';
import { BLOOD_GROUPS, PATIENT_ACTIVITIES } from '@/lib/patients/rules/groups';
import { isIsoDate, MAX_INT4, NO_NUL } from '@/lib/forms/common';
import { isTimeOfDay } from '@/lib/forms/clock-typing';

// Query strings of the hospital API (app/api/v1, logic in lib/hospital-api/server). Route handlers parse with these, and so do the
// screens that show the same lists (patients, appointments, transactions), so that a screen asks the data layer what the API would.


export const USERS_MAX_LIMIT = 100;
export const USERS_DEFAULT_LIMIT = 10;
/** Transactions come a page at a time, newest first (the screen asks for 10 rows). */
export const TRANSACTIONS_MAX_LIMIT = 100;
export const TRANSACTIONS_DEFAULT_LIMIT = 10;
/** Medical reports come a page at a time, newest first (the patient sheet asks for 10 rows). */
export const MEDICAL_REPORTS_MAX_LIMIT = 100;
export const MEDICAL_REPORTS_DEFAULT_LIMIT = 10;
/** Appointments come a page at a time (the screen asks for 4 rows). */
export const APPOINTMENTS_MAX_LIMIT = 100;
export const APPOINTMENTS_DEFAULT_LIMIT = 10;
/** The columns the appointments list sorts by (only Name sorts, as on the screen); without one, latest first. */
export const APPOINTMENT_SORTS = ['name'] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];
/** The list's own order: `latest` date and time first, or `upcoming`, the earliest first (the day ahead). */
export const APPOINTMENT_ORDERS = ['latest', 'upcoming'] as const;
export type AppointmentOrder = (typeof APPOINTMENT_ORDERS)[number];
import { SEARCH_MAX_LENGTH } from '@/lib/constants';

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int({ error: `${name} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${name} must be a whole number from ${min} to ${max}` })
    .max(max, { error: `${name} must be a whole number from ${min} to ${max}` });

/** A page past this one is never full: no list here has a billion rows. */
export const MAX_PAGE = 1_000_000;

const page = wholeNumber('page', 1, MAX_PAGE).default(1);
const id = (name: string) => wholeNumber(name, 1, MAX_INT4);
const isoDate = (name: string) =>
  z.string().refine(isIsoDate, { error: `${name} must be a date written YYYY-MM-DD` });

const text = (name: string) =>
  z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: `${name} must be at most ${SEARCH_MAX_LENGTH} characters` })
    .regex(NO_NUL, { error: `${name} must not contain NUL characters` });

export const usersQuerySchema = z.object({
  page,
  limit: wholeNumber('limit', 1, USERS_MAX_LIMIT).default(USERS_DEFAULT_LIMIT),
  search: text('search').optional(),
  state: text('state').optional(),
  bloodGroup: z.enum(BLOOD_GROUPS, { error: `bloodGroup must be one of ${BLOOD_GROUPS.join(', ')}` }).optional(),
  visits: z.enum(PATIENT_ACTIVITIES, { error: `visits must be one of ${PATIENT_ACTIVITIES.join(', ')}` }).optional(),
});

export const medicalReportsQuerySchema = z.object({
  page,
  limit: wholeNumber('limit', 1, MEDICAL_REPORTS_MAX_LIMIT).default(MEDICAL_REPORTS_DEFAULT_LIMIT),
  patientId: id('patientId').optional(),
});

export const transactionsQuerySchema = z
  .object({
    page,
    limit: wholeNumber('limit', 1, TRANSACTIONS_MAX_LIMIT).default(TRANSACTIONS_DEFAULT_LIMIT),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    patientId: id('patientId').optional(),
    /** A part of the patient's name. */
    search: text('search').optional(),
    status: z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'from must not be after to',
    path: ['to'],
  });

export const appointmentsQuerySchema = z
  .object({
    page,
    limit: wholeNumber('limit', 1, APPOINTMENTS_MAX_LIMIT).default(APPOINTMENTS_DEFAULT_LIMIT),
    from: isoDate('from').optional(),
    /** With `from`: the time of that day the list starts at (the screen's Upcoming: now). */
    fromTime: z.string().refine(isTimeOfDay, { error: 'fromTime must be a time written HH:MM or HH:MM:SS' }).optional(),
    to: isoDate('to').optional(),
    patientId: id('patientId').optional(),
    doctorId: id('doctorId').optional(),
    /** One status or several, separated by commas ("pending,confirmed,arrived": every visit still to be seen). */
    status: z
      .string()
      .transform((value) => [...new Set(value.split(','))])
      .refine((values): values is AppointmentStatus[] => values.every((value) => (APPOINTMENT_STATUSES as readonly string[]).includes(value)), {
        error: `status must be one or more of ${APPOINTMENT_STATUSES.join(', ')}, separated by commas`,
      })
      .optional(),
    search: text('search').optional(),
    sort: z.enum(APPOINTMENT_SORTS, { error: `sort must be one of ${APPOINTMENT_SORTS.join(', ')}` }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('asc'),
    order: z.enum(APPOINTMENT_ORDERS, { error: `order must be one of ${APPOINTMENT_ORDERS.join(', ')}` }).default('latest'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'from must not be after to',
    path: ['to'],
  })
  .refine((query) => !query.fromTime || query.from, { error: 'fromTime needs from', path: ['fromTime'] });

export type UsersQuery = z.output<typeof usersQuerySchema>;
export type MedicalReportsQuery = z.output<typeof medicalReportsQuerySchema>;
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;
export type AppointmentsQuery = z.output<typeof appointmentsQuerySchema>;

/** Turns `?a=1&b=` into `{ a: '1' }`: an empty parameter counts as absent; a repeated one keeps its first value. */
export function queryObject(searchParams: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of searchParams) {
    // Own keys only: `?toString=` is a parameter like any other, and `__proto__` is none of ours.
    if (value !== '' && key !== '__proto__' && !Object.hasOwn(result, key)) result[key] = value;
  }
  return result;
}

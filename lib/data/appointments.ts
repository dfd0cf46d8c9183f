import 'server-only';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { addYearsIso, todayIso } from '@/lib/format';
import type { Db } from '@/lib/db/types';
import { appointments, patients } from '@/lib/db/schema';
import type { AppointmentFormValues } from '@/lib/validations/appointment';
import { findPatientByEmail } from './patients';

export type AppointmentRecord = typeof appointments.$inferSelect;

export interface AppointmentListParams {
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  /** Inclusive, YYYY-MM-DD. */
  to?: string;
  patientId?: number;
  limit?: number;
}

/** Latest date first, and within a day the latest time first. */
export async function listAppointments(
  db: Db,
  { from, to, patientId, limit = 500 }: AppointmentListParams = {},
): Promise<AppointmentRecord[]> {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(appointments.date, from));
  if (to) conditions.push(lte(appointments.date, to));
  if (patientId !== undefined) conditions.push(eq(appointments.patientId, patientId));
  return db
    .select()
    .from(appointments)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(appointments.date), desc(appointments.time), desc(appointments.id))
    .limit(limit);
}

export async function getAppointment(db: Db, id: number): Promise<AppointmentRecord | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

/** "Ada Lovelace Obi" → first name "Ada", last name "Lovelace Obi". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Books an appointment (status pending) for the patient with that email (any case), creating the patient
 * when there is none. A new patient's date of birth is estimated from the age given (same day, `age` years
 * before today); their vitals stay empty until measured.
 */
export async function createAppointment(
  db: Db,
  values: AppointmentFormValues,
  { now = new Date() }: { now?: Date } = {},
): Promise<AppointmentRecord> {
  return db.transaction(async (tx) => {
    const patientId = await findOrCreatePatient(tx, values, todayIso(now));
    const [row] = await tx
      .insert(appointments)
      .values({
        patientId,
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        age: values.age,
        gender: values.gender,
        date: values.date,
        time: values.time,
        type: values.type,
        status: 'pending',
      })
      .returning();
    return row;
  });
}

async function findOrCreatePatient(db: Db, values: AppointmentFormValues, today: string): Promise<number> {
  const existing = await findPatientByEmail(db, values.email);
  if (existing) return existing.id;
  // Two bookings for a new email at once: the second insert finds the first one's row (unique lower(email)).
  const [created] = await db
    .insert(patients)
    .values({
      ...splitFullName(values.fullName),
      email: values.email,
      phone: values.phone,
      gender: values.gender,
      dateOfBirth: addYearsIso(today, -values.age),
    })
    .onConflictDoNothing()
    .returning({ id: patients.id });
  if (created) return created.id;
  const raced = await findPatientByEmail(db, values.email);
  if (!raced) throw new Error(`Could not create the patient for ${values.email}`);
  return raced.id;
}

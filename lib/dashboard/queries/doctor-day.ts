import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { clinicClock } from '@/lib/clinic-time';
import { appointments, patients } from '@/lib/db/schema';
import { preparedQuery } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import type { DayAppointment } from '@/lib/dashboard/rules';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { arrivedAtColumn } from '@/lib/appointments/queries/arrival';

/**
 * More appointments than one doctor can hold in a day (a 5-minute visit from 00:00 to 24:00 is 288): the read is
 * bounded whatever the data says.
 */
export const DAY_ROWS_MAX = 300;

/**
 * The doctor's appointments of the clinic's today, every state, in time order: the one read behind the home
 * screen's queue and the top bar's bell (lib/dashboard/rules.ts decides what each shows). One doctor's day, served
 * by (doctor_id, date, time).
 */
export async function readDoctorDay(db: Db, doctorId: number, { now = new Date() }: { now?: Date } = {}): Promise<DayAppointment[]> {
  const rows = await doctorDay(db).execute({ doctorId, date: clinicClock(now).date });
  return rows.map((row) => ({ ...row, patientNumber: formatPatientNumber(row.patientNumber), arrivedAt: row.arrivedAt?.toISOString() ?? null }));
}

/** The read of readDoctorDay, on every doctor page (the bell): prepared (lib/db/prepared.ts). */
const doctorDay = preparedQuery((db) =>
  db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      time: appointments.time,
      status: appointments.status,
      arrivedAt: arrivedAtColumn(),
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(and(eq(appointments.doctorId, sql.placeholder('doctorId')), eq(appointments.date, sql.placeholder('date'))))
    .orderBy(asc(appointments.time), asc(appointments.id))
    .limit(DAY_ROWS_MAX)
    .prepare('doctor_day'),
);

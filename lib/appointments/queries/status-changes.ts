import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { appointmentStatusChanges, doctors } from '@/lib/db/schema';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

export interface StatusChange {
  fromStatus: AppointmentStatus;
  toStatus: AppointmentStatus;
  changedAt: Date;
  /** "Dr. First Last", or null when made through the hospital API (or by an account since deleted). */
  changedBy: string | null;
  /** A reschedule's old and new start ("YYYY-MM-DD HH:MM:SS", the clinic's); null for a change of status. */
  fromStart: string | null;
  toStart: string | null;
}

/** An appointment's status changes and reschedules, oldest first. */
export async function listStatusChanges(db: Db, appointmentId: number): Promise<StatusChange[]> {
  return db
    .select({
      fromStatus: appointmentStatusChanges.fromStatus,
      toStatus: appointmentStatusChanges.toStatus,
      changedAt: appointmentStatusChanges.changedAt,
      // The left join leaves the name null for a change through the API.
      changedBy: doctorDisplayName(),
      fromStart: appointmentStatusChanges.fromStart,
      toStart: appointmentStatusChanges.toStart,
    })
    .from(appointmentStatusChanges)
    .leftJoin(doctors, eq(doctors.id, appointmentStatusChanges.changedById))
    .where(eq(appointmentStatusChanges.appointmentId, appointmentId))
    .orderBy(asc(appointmentStatusChanges.changedAt), asc(appointmentStatusChanges.id));
}

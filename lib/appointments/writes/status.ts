import 'server-only';
import { eq } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { appointments, appointmentStatusChanges, patients } from '@/lib/db/schema';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { canMoveAppointment, isEarlyCompletion, isNoShowBeforeStart } from '@/lib/appointments/rules/status';
import { appointmentRecordColumns, toAppointmentRecord, type AppointmentRecord } from '@/lib/appointments/queries/appointments';

export type StatusChangeResult =
  | { ok: true; appointment: AppointmentRecord }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; from: AppointmentStatus }
  | { ok: false; reason: 'early'; start: { date: string; time: string } }
  | { ok: false; reason: 'not-started'; start: { date: string; time: string } };

/**
 * Whether a visit may be completed before its start time: 'allowed' (the hospital API's PATCH, whose callers
 * keep the semantics they had), or 'refused' (the screens' action, until the doctor has confirmed it).
 */
export type EarlyCompletion = 'allowed' | 'refused';

/**
 * Moves an appointment to `status` if the rules allow it from where it is (APPOINTMENT_STATUS_MOVES), and
 * records who did it (`changedById`, null for the hospital API) and when, in one transaction. The row is
 * locked first, so two changes at once are taken one after the other and the second is judged from the
 * first one's result. Completing a visit before its start is refused when `earlyCompletion` says so, and a
 * no-show before its start always ('not-started'), judged by the clinic's clock at the time of the change. An
 * `now` is the clinic's clock (tests set it). An arrival's time is the change's own (`arrivedAt`, read back from the history: nothing else records it).
 */
export async function changeAppointmentStatus(
  db: Db,
  {
    id,
    status,
    changedById,
    earlyCompletion = 'allowed',
    now = new Date(),
  }: { id: number; status: AppointmentStatus; changedById: number | null; earlyCompletion?: EarlyCompletion; now?: Date },
  { onChanged }: { onChanged?: (tx: Db, appointment: AppointmentRecord) => Promise<void> } = {},
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    // Only the appointment's row is locked; its patient is read along for the record the change answers.
    const [row] = await tx
      .select(appointmentRecordColumns)
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(eq(appointments.id, id))
      .for('update', { of: appointments });
    if (!row) return { ok: false, reason: 'not-found' } as const;
    const current = toAppointmentRecord(row, todayIso(now));
    if (!canMoveAppointment(current.status, status)) return { ok: false, reason: 'not-allowed', from: current.status } as const;
    const start = { date: current.date, time: current.time };
    if (earlyCompletion === 'refused' && isEarlyCompletion(status, start, now)) return { ok: false, reason: 'early', start } as const;
    if (isNoShowBeforeStart(status, start, now)) return { ok: false, reason: 'not-started', start } as const;
    await tx.update(appointments).set({ status }).where(eq(appointments.id, id));
    const [change] = await tx
      .insert(appointmentStatusChanges)
      .values({ appointmentId: id, fromStatus: current.status, toStatus: status, changedById })
      .returning({ changedAt: appointmentStatusChanges.changedAt });
    const appointment: AppointmentRecord = { ...current, status, arrivedAt: status === 'arrived' ? change.changedAt : current.arrivedAt };
    // The caller's audit line, in this transaction.
    await onChanged?.(tx, appointment);
    return { ok: true, appointment } as const;
  });
}

import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { clinicClock } from '@/lib/clinic-time';
import { NOTIFICATIONS_SHOWN } from '@/lib/constants';
import { isAdministrator, type Actor } from '@/lib/auth/roles';
import { doctors } from '@/lib/db/schema';
import { preparedQuery } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import { remainingToday, type DayAppointment, type ToBeSeenAppointment } from '@/lib/dashboard/rules';
import { readDoctorDay } from './doctor-day';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { totalOf, windowTotal, type FirstFew } from '@/lib/db/paging';
import { labOrdersToReview, type LabOrderToReview } from '@/lib/lab/queries/to-review';

/** One of the doctor's appointments still ahead today (plain data: it goes to the browser). */
export interface NotificationAppointment {
  id: number;
  /** Whose visit it is: the bell's refresh records the patients it shows. */
  patientId: number;
  /** The patient's name from their record, as the appointments list shows it. */
  patientName: string;
  /** "HH:MM:SS", the clinic's time. */
  time: string;
  status: ToBeSeenAppointment['status'];
}

/** An account waiting for an administrator's approval. */
export interface NotificationAccount {
  id: number;
  /** "Dr. First Last". */
  name: string;
  email: string;
}

/** A released lab order of the doctor's waiting for their review: the patient, the order and how it stands. */
export type NotificationLabResult = Pick<LabOrderToReview, 'orderId' | 'orderNumber' | 'patientId' | 'patientName' | 'severity'>;

/** The first few of a kind, and how many there are in all. */
export type NotificationGroup<T> = FirstFew<T>;

/**
 * What the top bar's bell lists. `accounts` is null for a doctor who is not an administrator; `labResults` is absent
 * where no lab result is shown (an account that must first enrol a second factor, a lab scientist).
 */
export interface Notifications {
  appointments: NotificationGroup<NotificationAppointment>;
  accounts: NotificationGroup<NotificationAccount> | null;
  labResults?: NotificationGroup<NotificationLabResult>;
}


/**
 * The doctor's visits of the clinic's today still to be seen: patients who have checked in, then the pending or
 * confirmed visits whose time has not passed, in time order. Read from the day the home screen shows
 * (readDoctorDay), so the bell and the home screen never disagree. `day` saves the read when the caller has it.
 */
export async function nextAppointmentsToday(
  db: Db,
  doctorId: number,
  { now = new Date(), limit = NOTIFICATIONS_SHOWN, day }: { now?: Date; limit?: number; day?: readonly DayAppointment[] } = {},
): Promise<NotificationGroup<NotificationAppointment>> {
  const remaining = remainingToday(day ?? (await readDoctorDay(db, doctorId, { now })), clinicClock(now).time);
  return {
    items: remaining.slice(0, limit).map(({ id, patientId, patientName, time, status }) => ({ id, patientId, patientName, time, status })),
    total: remaining.length,
  };
}

/** The accounts waiting for approval, the longest-waiting first. */
export async function accountsAwaitingApproval(db: Db, { limit = NOTIFICATIONS_SHOWN }: { limit?: number } = {}): Promise<NotificationGroup<NotificationAccount>> {
  const rows = await pendingAccounts(db).execute({ limit });
  return { items: rows.map(({ id, name, email }) => ({ id, name, email })), total: totalOf(rows) };
}

/** Read on an administrator's every page (the bell): prepared (lib/db/prepared.ts). */
const pendingAccounts = preparedQuery((db) =>
  db
    .select({ id: doctors.id, name: doctorDisplayName(), email: doctors.email, total: windowTotal() })
    .from(doctors)
    .where(eq(doctors.status, 'pending'))
    .orderBy(asc(doctors.createdAt), asc(doctors.id))
    .limit(sql.placeholder('limit'))
    .prepare('pending_accounts'),
);

/**
 * The doctor's released lab orders waiting for their review, the critical first: the home screen's "To review"
 * read, the first few for the bell.
 */
export async function labResultsToReview(db: Db, doctorId: number, { limit = NOTIFICATIONS_SHOWN }: { limit?: number } = {}): Promise<NotificationGroup<NotificationLabResult>> {
  const { items, total } = await labOrdersToReview(db, doctorId, { limit });
  return { items: items.map(({ orderId, orderNumber, patientId, patientName, severity }) => ({ orderId, orderNumber, patientId, patientName, severity })), total };
}

/**
 * What needs the signed-in doctor: their next appointments today, the lab results of their orders to review
 * and, for an administrator only, the accounts waiting for approval. The caller has checked the session
 * (requireDoctor, doctorAction) and keeps lab staff out; the role is decided here, once, for the layout and the
 * bell's refresh alike.
 */
export async function getNotifications(db: Db, doctor: Actor, { now = new Date() }: { now?: Date } = {}): Promise<Notifications> {
  const [appointmentGroup, labResults, accounts] = await Promise.all([
    nextAppointmentsToday(db, doctor.id, { now }),
    labResultsToReview(db, doctor.id),
    isAdministrator(doctor) ? accountsAwaitingApproval(db) : null,
  ]);
  return { appointments: appointmentGroup, accounts, labResults };
}

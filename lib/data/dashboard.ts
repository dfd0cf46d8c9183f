import 'server-only';
import { and, count, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import { addYearsIso, koboToNaira, todayIso } from '@/lib/format';
import type { Db } from '@/lib/db/types';
import { appointments, patients, transactionItems, transactions } from '@/lib/db/schema';

/** The dashboard's six cards. "Users" are patients. */
export interface DashboardStats {
  allPatients: number;
  /** Patients with a completed appointment in the last 12 months. */
  activePatients: number;
  /** Patients with a pending appointment. */
  pendingPatients: number;
  /** Successful transactions (items plus tax), in naira. */
  totalEarnings: number;
  completedAppointments: number;
  pendingAppointments: number;
}

export async function getDashboardStats(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<DashboardStats> {
  const today = todayIso(now);
  const [{ allPatients }] = await db.select({ allPatients: count() }).from(patients);
  const [{ activePatients }] = await db
    .select({ activePatients: countDistinct(appointments.patientId) })
    .from(appointments)
    .where(and(eq(appointments.status, 'completed'), gte(appointments.date, addYearsIso(today, -1)), lte(appointments.date, today)));
  const [{ pendingPatients }] = await db
    .select({ pendingPatients: countDistinct(appointments.patientId) })
    .from(appointments)
    .where(eq(appointments.status, 'pending'));
  const byStatus = await db
    .select({ status: appointments.status, total: count() })
    .from(appointments)
    .groupBy(appointments.status);
  // sum() of integers is a bigint, which the drivers hand back as a string (pg) or a bigint (PGlite).
  const [{ items }] = await db
    .select({ items: sql`coalesce(sum(${transactionItems.amountKobo}), 0)`.mapWith(Number) })
    .from(transactionItems)
    .innerJoin(transactions, eq(transactions.id, transactionItems.transactionId))
    .where(eq(transactions.status, 'success'));
  const [{ tax }] = await db
    .select({ tax: sql`coalesce(sum(${transactions.taxKobo}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(eq(transactions.status, 'success'));
  const appointmentsWith = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
  return {
    allPatients,
    activePatients,
    pendingPatients,
    totalEarnings: koboToNaira(items + tax),
    completedAppointments: appointmentsWith('completed'),
    pendingAppointments: appointmentsWith('pending'),
  };
}

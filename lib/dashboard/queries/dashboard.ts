import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { koboToNaira } from '@/lib/format';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { appointments, patients, transactionItems, transactions } from '@/lib/db/schema';
import { completedWithinYear, stillToBeSeen } from '@/lib/patients/queries/activity';
import { cachedAggregate } from '@/lib/db/cache/aggregate-cache';

/** The dashboard's six cards. "Users" are patients. */
export interface DashboardStats {
  allPatients: number;
  /** Patients with a completed appointment in the last 12 months. */
  activePatients: number;
  /** Patients with an appointment still to be seen (pending, confirmed, or arrived and waiting). */
  pendingPatients: number;
  /** Successful transactions (items plus tax), in naira. */
  totalEarnings: number;
  completedAppointments: number;
  /** Appointments still to be seen: pending, confirmed (pending too, only promised) or arrived (waiting). */
  pendingAppointments: number;
}

// count() is a bigint and sum() of integers a bigint or numeric, which the drivers hand back as a string
// (pg) or a bigint (PGlite); every figure here fits a double exactly.
const asNumber = (expression: ReturnType<typeof sql>) => expression.mapWith(Number);

/**
 * The six figures in one statement: one pass over appointments (its four figures as filtered
 * aggregates), the patients counted and the successful transactions summed in sub-selects.
 * `today` is the clinic's date (YYYY-MM-DD); "the last 12 months" runs from the same day a year earlier.
 */
export async function getDashboardStats(
  db: Db,
  { now = new Date(), today = todayIso(now) }: { now?: Date; today?: string } = {},
): Promise<DashboardStats> {
  const completed = eq(appointments.status, 'completed');
  const pending = stillToBeSeen();
  const success = eq(transactions.status, 'success');
  const [row] = await db
    .select({
      allPatients: asNumber(sql`(select count(*) from ${patients})`),
      activePatients: asNumber(
        sql`count(distinct ${appointments.patientId}) filter (where ${completedWithinYear(today)})`,
      ),
      pendingPatients: asNumber(sql`count(distinct ${appointments.patientId}) filter (where ${pending})`),
      completedAppointments: asNumber(sql`count(*) filter (where ${completed})`),
      pendingAppointments: asNumber(sql`count(*) filter (where ${pending})`),
      earningsKobo: asNumber(
        sql`(select coalesce(sum(${transactionItems.amountKobo}), 0) from ${transactionItems} inner join ${transactions} on ${eq(transactions.id, transactionItems.transactionId)} where ${success})
          + (select coalesce(sum(${transactions.taxKobo}), 0) from ${transactions} where ${success})`,
      ),
    })
    .from(appointments);
  const { earningsKobo, ...counts } = row;
  return { ...counts, totalEarnings: koboToNaira(earningsKobo) };
}

/**
 * getDashboardStats on the app's database, cached per clinic date (the figures depend on today) until a write
 * to patients, appointments or transactions, by this server or another on the same PostgreSQL
 * (./aggregate-cache.ts).
 */
export async function getCachedDashboardStats(today: string): Promise<DashboardStats> {
  const db = await getDb();
  return cachedAggregate(db, ['patients', 'appointments', 'transactions', 'transaction_items'], `dashboard:${today}`, () => getDashboardStats(db, { today }));
}

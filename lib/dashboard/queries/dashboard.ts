import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { koboToNaira } from '@/lib/format';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { appointments, patients, transactionDayTotals } from '@/lib/db/schema';
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

/** The parts of the figures, each read from the tables whose writes change it, and cached apart. */
type PatientsPart = Pick<DashboardStats, 'allPatients'>;
type CompletedPart = Pick<DashboardStats, 'activePatients' | 'completedAppointments'>;
type ToBeSeenPart = Pick<DashboardStats, 'pendingPatients' | 'pendingAppointments'>;
type EarningsPart = Pick<DashboardStats, 'totalEarnings'>;

const patientsPart = async (db: Db): Promise<PatientsPart> => {
  const [row] = await db.select({ allPatients: asNumber(sql`count(*)`) }).from(patients);
  return row;
};

/** The completed visits: how many, and the patients seen within the last 12 months (`today` is the clinic's date). */
const completedPart = async (db: Db, today: string): Promise<CompletedPart> => {
  const [row] = await db
    .select({
      activePatients: asNumber(sql`count(distinct ${appointments.patientId}) filter (where ${completedWithinYear(today)})`),
      completedAppointments: asNumber(sql`count(*)`),
    })
    .from(appointments)
    .where(eq(appointments.status, 'completed'));
  return row;
};

/** The visits still to be seen: a few days' bookings, read off the status index, never the whole history. */
const toBeSeenPart = async (db: Db): Promise<ToBeSeenPart> => {
  const [row] = await db
    .select({ pendingPatients: asNumber(sql`count(distinct ${appointments.patientId})`), pendingAppointments: asNumber(sql`count(*)`) })
    .from(appointments)
    .where(stillToBeSeen());
  return row;
};

/** The successful transactions' items and tax, from the totals per day the database keeps (transaction_day_totals). */
const earningsPart = async (db: Db): Promise<EarningsPart> => {
  const [row] = await db
    .select({ earningsKobo: asNumber(sql`coalesce(sum(${transactionDayTotals.kobo}), 0)`) })
    .from(transactionDayTotals)
    .where(eq(transactionDayTotals.status, 'success'));
  return { totalEarnings: koboToNaira(row.earningsKobo) };
};

/**
 * The six figures. `today` is the clinic's date (YYYY-MM-DD); "the last 12 months" runs from the same day a year
 * earlier. Four parts, each over the rows it needs (the completed visits, the visits still to be seen), so that a
 * cache can keep each until a write that changes it: see getCachedDashboardStats.
 */
export async function getDashboardStats(
  db: Db,
  { now = new Date(), today = todayIso(now) }: { now?: Date; today?: string } = {},
): Promise<DashboardStats> {
  const [all, completed, toBeSeen, earnings] = await Promise.all([patientsPart(db), completedPart(db, today), toBeSeenPart(db), earningsPart(db)]);
  return { ...all, ...completed, ...toBeSeen, ...earnings };
}

/**
 * getDashboardStats on the app's database, each part cached until a write to what it reads, by this server or
 * another on the same PostgreSQL (./aggregate-cache.ts); the completed visits' part per clinic date. Cached apart
 * because a clinic writes to its appointments every few seconds: computed as one, every booking and check-in cost
 * a pass over every completed visit, every patient and every transaction again (a 1.3 s statement at a million
 * patients). Now a booking or a check-in costs only the visits still to be seen, which the status index reads; a
 * completion adds the completed visits' pass.
 */
export async function getCachedDashboardStats(today: string): Promise<DashboardStats> {
  const db = await getDb();
  const [all, completed, toBeSeen, earnings] = await Promise.all([
    cachedAggregate(db, ['patients'], 'dashboard:patients', () => patientsPart(db)),
    cachedAggregate(db, ['completed_appointments'], `dashboard:completed:${today}`, () => completedPart(db, today)),
    cachedAggregate(db, ['appointments'], 'dashboard:to-be-seen', () => toBeSeenPart(db)),
    // A few hundred rows of totals per day: read each time.
    earningsPart(db),
  ]);
  return { ...all, ...completed, ...toBeSeen, ...earnings };
}

import 'server-only';
import { and, eq, exists, gte, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIso } from '@/lib/clinic-time';
import { addDaysIso, addYearsIso, koboToNaira } from '@/lib/format';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { appointments, patients, transactionDayTotals } from '@/lib/db/schema';
import { stillToBeSeen } from '@/lib/patients/queries/activity';
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

/**
 * The first day of the recent completed visits: three days before the clinic's today. Visits dated earlier are
 * settled: a clinic completes a visit on its day, or a day or two late, so a write to an earlier completed visit is
 * rare (a correction). The database raises the settled visits' generation for a completed visit dated more than a
 * day before its own date (migration 0034), which is every visit before this day whatever the clinic's time zone
 * against the database's: they are at most two days apart.
 */
export const settledBefore = (today: string) => addDaysIso(today, -3);

/** Over the settled completed visits: how many, and the patients seen within the 12 months up to `today`. */
interface SettledPart {
  visits: number;
  patients: number;
}

/** Over the recent completed visits: how many, and the patients they add to the settled ones' within 12 months. */
interface RecentPart {
  visits: number;
  newPatients: number;
}

/** A pass over every completed visit before settledBefore(today): kept per clinic date, until one of them is written. */
const settledPart = async (db: Db, today: string): Promise<SettledPart> => {
  const [row] = await db
    .select({
      visits: asNumber(sql`count(*)`),
      patients: asNumber(sql`count(distinct ${appointments.patientId}) filter (where ${gte(appointments.date, addYearsIso(today, -1))})`),
    })
    .from(appointments)
    .where(and(eq(appointments.status, 'completed'), lt(appointments.date, settledBefore(today))));
  return row;
};

/**
 * The completed visits from settledBefore(today) on, read off the date index (a few days' visits, not the history),
 * and their patients up to today who have no settled completed visit within the 12 months (a probe of the patient's
 * visits index each): computed again at each completion.
 */
const recentPart = async (db: Db, today: string): Promise<RecentPart> => {
  const from = settledBefore(today);
  const earlier = alias(appointments, 'earlier');
  const seenEarlier = exists(
    db
      .select({ one: sql`1` })
      .from(earlier)
      .where(and(eq(earlier.patientId, appointments.patientId), eq(earlier.status, 'completed'), gte(earlier.date, addYearsIso(today, -1)), lt(earlier.date, from))),
  );
  const [row] = await db
    .select({
      visits: asNumber(sql`count(*)`),
      newPatients: asNumber(sql`count(distinct ${appointments.patientId}) filter (where ${lte(appointments.date, today)} and not ${seenEarlier})`),
    })
    .from(appointments)
    .where(and(eq(appointments.status, 'completed'), gte(appointments.date, from)));
  return row;
};

/** The completed visits' figures: how many in all, and the patients seen within the last 12 months. */
const completedFigures = (settled: SettledPart, recent: RecentPart): CompletedPart => ({
  activePatients: settled.patients + recent.newPatients,
  completedAppointments: settled.visits + recent.visits,
});

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
  const [all, settled, recent, toBeSeen, earnings] = await Promise.all([patientsPart(db), settledPart(db, today), recentPart(db, today), toBeSeenPart(db), earningsPart(db)]);
  return { ...all, ...completedFigures(settled, recent), ...toBeSeen, ...earnings };
}

/**
 * getDashboardStats on the app's database, each part cached until a write to what it reads, by this server or
 * another on the same PostgreSQL (./aggregate-cache.ts); the completed visits' parts per clinic date. Cached apart
 * because a clinic writes to its appointments every few seconds: computed as one, every booking and check-in cost
 * a pass over every completed visit, every patient and every transaction again (a 1.3 s statement at a million
 * patients). A booking or a check-in costs only the visits still to be seen (an index-only pass over the status
 * index); a completion, the recent completed visits' (a few days of them). The pass over the settled completed
 * visits (300 ms at a million) is made once a clinic day, or after a correction to one of them.
 */
export async function getCachedDashboardStats(today: string): Promise<DashboardStats> {
  const db = await getDb();
  const [all, settled, recent, toBeSeen, earnings] = await Promise.all([
    cachedAggregate(db, ['patients'], 'dashboard:patients', () => patientsPart(db)),
    cachedAggregate(db, ['settled_completed_appointments'], `dashboard:completed-settled:${today}`, () => settledPart(db, today)),
    cachedAggregate(db, ['completed_appointments'], `dashboard:completed-recent:${today}`, () => recentPart(db, today)),
    cachedAggregate(db, ['appointments'], 'dashboard:to-be-seen', () => toBeSeenPart(db)),
    // A few hundred rows of totals per day: read each time.
    earningsPart(db),
  ]);
  return { ...all, ...completedFigures(settled, recent), ...toBeSeen, ...earnings };
}

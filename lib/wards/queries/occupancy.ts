import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import { clinicInstant, todayIso } from '@/lib/clinic-time';
import { ADMISSIONS_TABLES, cachedAggregate } from '@/lib/db/cache/aggregate-cache';
import { getDb } from '@/lib/db/client';
import { admissions, beds, bedStays } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { addDaysIso } from '@/lib/format';

/** The wards' figures of the clinic's day, every ward together: the dashboard's and the bed board's top. */
export interface WardFigures {
  /** Beds not retired and not out of service (a bed with a patient in it counts, whatever its state). */
  inService: number;
  /** Beds with a patient in them. */
  occupied: number;
  /** Admissions begun on the clinic's today. */
  admittedToday: number;
  /** Admissions ended on the clinic's today. */
  dischargedToday: number;
}

/** The first instant of the clinic's day `date` and of the next one: the day's admissions are those between. */
export const clinicDayBounds = (date: string) => ({ start: clinicInstant(date, '00:00'), end: clinicInstant(addDaysIso(date, 1), '00:00') });

const openStay = (bedId: typeof beds.id) => sql`exists (select 1 from ${bedStays} where ${bedStays.bedId} = ${bedId} and ${bedStays.toAt} is null)`;

/**
 * The four figures in one statement, counted by the database: the beds (a few hundred) in one pass, and the day's
 * admissions and discharges each by its own index over the day's instants, however many admissions the years hold.
 * `today` is the clinic's date: its day runs from its midnight to the next, in the clinic's zone.
 */
export function wardFiguresQuery(db: Db, today: string) {
  const bounds = clinicDayBounds(today);
  const start = sql`${bounds.start.toISOString()}::timestamptz`;
  const end = sql`${bounds.end.toISOString()}::timestamptz`;
  return db
    .select({
      inService: sql<number>`count(*) filter (where ${beds.state} <> 'out-of-service' or ${openStay(beds.id)})`.mapWith(Number),
      occupied: sql<number>`count(*) filter (where ${openStay(beds.id)})`.mapWith(Number),
      admittedToday: sql<number>`(select count(*) from ${admissions} where ${admissions.admittedAt} >= ${start} and ${admissions.admittedAt} < ${end})`.mapWith(Number),
      dischargedToday: sql<number>`(select count(*) from ${admissions} where ${admissions.dischargedAt} >= ${start} and ${admissions.dischargedAt} < ${end})`.mapWith(Number),
    })
    .from(beds)
    .where(isNull(beds.retiredAt));
}

/** The day's ward figures (wardFiguresQuery), for the clinic's `today`. */
export async function readWardFigures(db: Db, { now = new Date(), today = todayIso(now) }: { now?: Date; today?: string } = {}): Promise<WardFigures> {
  const [row] = await wardFiguresQuery(db, today);
  return row;
}

/**
 * readWardFigures on the app's database, cached per clinic date until a write to admissions, bed stays or beds (by
 * this server, or by another on the same PostgreSQL), as the dashboard's other figures are (aggregate-cache.ts).
 */
export async function getCachedWardFigures(today: string): Promise<WardFigures> {
  const db = await getDb();
  return cachedAggregate(db, ADMISSIONS_TABLES, `ward-figures:${today}`, () => readWardFigures(db, { today }));
}

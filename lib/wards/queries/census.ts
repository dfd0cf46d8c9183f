import 'server-only';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { WardKind, WardSex } from '@/lib/wards/rules/kinds';
import type { Census } from '@/lib/wards/rules/occupancy';

/** A ward and how its beds add up, without the beds (plain data). */
export interface WardCensus {
  wardId: number;
  name: string;
  kind: WardKind;
  sex: WardSex;
  census: Census;
}

// A bed's open stay, found by the left join: a patient lies in it, whatever the bed's own state (as bedStatus says).
const occupied = sql`${bedStays.id} is not null`;
const empty = sql`${bedStays.id} is null`;
const count = (where: SQL) => sql<number>`count(${beds.id}) filter (where ${where})`.mapWith(Number);

/**
 * Every ward in the board's order (by name) with its census, counted by the database: one grouped statement over
 * the beds that are not retired, each left-joined to its open stay, so that no row per bed leaves it. A ward without
 * beds counts zeros. The same figures as readBedBoard's census, for the board's overview of a hospital's wards.
 */
export async function readWardCensus(db: Db): Promise<WardCensus[]> {
  const rows = await db
    .select({
      wardId: wards.id,
      name: wards.name,
      kind: wards.kind,
      sex: wards.sex,
      inService: count(sql`${occupied} or ${beds.state} <> 'out-of-service'`),
      occupied: count(occupied),
      free: count(sql`${empty} and ${beds.state} = 'ready'`),
      cleaning: count(sql`${empty} and ${beds.state} = 'cleaning'`),
      outOfService: count(sql`${empty} and ${beds.state} = 'out-of-service'`),
    })
    .from(wards)
    .leftJoin(beds, and(eq(beds.wardId, wards.id), isNull(beds.retiredAt)))
    .leftJoin(bedStays, and(eq(bedStays.bedId, beds.id), isNull(bedStays.toAt)))
    .groupBy(wards.id)
    .orderBy(asc(sql`lower(${wards.name})`), asc(wards.id));
  return rows.map(({ wardId, name, kind, sex, ...census }) => ({ wardId, name, kind, sex, census }));
}

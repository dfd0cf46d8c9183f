import 'server-only';
import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { BedKind, BedState, WardKind, WardSex } from '@/lib/wards/rules/kinds';
import { bedOrder } from './board';

/** A ward as the administrators' list shows it: what it is, and how many beds it has, never the beds themselves. */
export interface AdminWard {
  wardId: number;
  name: string;
  kind: WardKind;
  sex: WardSex;
  /** Beds not retired and not out of service: free, occupied or being cleaned. */
  inService: number;
  outOfService: number;
  /** Beds retired from the ward: off the board, their history kept. */
  retired: number;
}

/** A bed as the administrators' screen lists it: no patient's name, only whether someone lies in it. */
export interface AdminBed {
  bedId: number;
  label: string;
  kind: BedKind;
  state: BedState;
  outOfServiceReason: string | null;
  occupied: boolean;
}

/** How many of a ward's beds meet a condition (a ward without beds has one joined row of nulls: zero). */
const bedsWhere = (condition: SQL | undefined) => sql<number>`count(${beds.id}) filter (where ${condition})`.mapWith(Number);

/**
 * Every ward in the order of its name with its beds counted, in one grouped statement: the list grows with the wards,
 * not with their beds. It names no patient, so it is not a read of anyone's record.
 */
export async function listWardsForAdministration(db: Db): Promise<AdminWard[]> {
  return db
    .select({
      wardId: wards.id,
      name: wards.name,
      kind: wards.kind,
      sex: wards.sex,
      inService: bedsWhere(and(isNull(beds.retiredAt), ne(beds.state, 'out-of-service'))),
      outOfService: bedsWhere(and(isNull(beds.retiredAt), eq(beds.state, 'out-of-service'))),
      retired: bedsWhere(isNotNull(beds.retiredAt)),
    })
    .from(wards)
    .leftJoin(beds, eq(beds.wardId, wards.id))
    .groupBy(wards.id)
    .orderBy(asc(sql`lower(${wards.name})`), asc(wards.id));
}

/**
 * One ward's beds that are not retired, in the natural order of their labels, each with whether a patient lies in it
 * (never who): the beds the screen shows with their buttons, for the ward chosen. None for a ward that does not exist.
 */
export async function listBedsOfWard(db: Db, wardId: number): Promise<AdminBed[]> {
  return db
    .select({
      bedId: beds.id,
      label: beds.label,
      kind: beds.kind,
      state: beds.state,
      outOfServiceReason: beds.outOfServiceReason,
      occupied: sql<boolean>`exists (select 1 from ${bedStays} where ${and(eq(bedStays.bedId, beds.id), isNull(bedStays.toAt))})`.mapWith(Boolean),
    })
    .from(beds)
    .where(and(eq(beds.wardId, wardId), isNull(beds.retiredAt)))
    .orderBy(...bedOrder);
}

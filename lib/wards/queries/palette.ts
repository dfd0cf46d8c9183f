import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beds, wards } from '@/lib/db/schema';
import { containsPattern } from '@/lib/db/paging';
import type { Db } from '@/lib/db/types';
import { bedOrder } from './board';

/** How many wards, and how many beds, the palette offers for one text. */
export const PALETTE_WARDS_MAX = 5;

/** A ward or a bed the command palette offers: each opens its ward's board. No patient is named. */
export type WardMatch = { kind: 'ward'; wardId: number; name: string } | { kind: 'bed'; wardId: number; bedId: number; label: string; wardName: string };

/**
 * The wards whose name, and the beds (not retired) whose label, hold the text in any letter case: a few of each,
 * wards first. Two small statements over the clinic's few wards and beds.
 */
export async function findWardMatches(db: Db, q: string): Promise<WardMatch[]> {
  const pattern = containsPattern(q);
  const [wardRows, bedRows] = await Promise.all([
    db
      .select({ wardId: wards.id, name: wards.name })
      .from(wards)
      .where(sql`lower(${wards.name}) like ${pattern}`)
      .orderBy(asc(sql`lower(${wards.name})`), asc(wards.id))
      .limit(PALETTE_WARDS_MAX),
    db
      .select({ wardId: beds.wardId, bedId: beds.id, label: beds.label, wardName: wards.name })
      .from(beds)
      .innerJoin(wards, eq(wards.id, beds.wardId))
      .where(and(isNull(beds.retiredAt), sql`lower(${beds.label}) like ${pattern}`))
      .orderBy(asc(sql`lower(${wards.name})`), ...bedOrder)
      .limit(PALETTE_WARDS_MAX),
  ]);
  return [...wardRows.map((ward) => ({ kind: 'ward' as const, ...ward })), ...bedRows.map((bed) => ({ kind: 'bed' as const, ...bed }))];
}

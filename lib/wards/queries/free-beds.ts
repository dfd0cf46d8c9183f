import 'server-only';
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { BedKind, WardKind, WardSex } from '@/lib/wards/rules/kinds';

export interface FreeBed {
  bedId: number;
  label: string;
  kind: BedKind;
}

export interface WardWithFreeBeds {
  wardId: number;
  name: string;
  kind: WardKind;
  sex: WardSex;
  beds: FreeBed[];
}

/**
 * Every ward, with the beds a patient may be put in now: in service, ready (not being cleaned), not retired and
 * with no one in them. Wards with no free bed are listed too (the dialog says "no free bed"). Ordered as the board
 * orders them: wards by name, beds by label in natural order ("Bed 2" before "Bed 10").
 */
export async function listWardsWithFreeBeds(db: Db, { wardId }: { wardId?: number } = {}): Promise<WardWithFreeBeds[]> {
  const wardRows = await db
    .select({ wardId: wards.id, name: wards.name, kind: wards.kind, sex: wards.sex })
    .from(wards)
    .where(wardId === undefined ? undefined : eq(wards.id, wardId))
    .orderBy(asc(sql`lower(${wards.name})`), asc(wards.id));
  if (wardRows.length === 0) return [];
  const bedRows = await db
    .select({ wardId: beds.wardId, bedId: beds.id, label: beds.label, kind: beds.kind })
    .from(beds)
    .where(
      and(
        wardId === undefined ? undefined : eq(beds.wardId, wardId),
        eq(beds.state, 'ready'),
        isNull(beds.retiredAt),
        notExists(db.select({ one: sql`1` }).from(bedStays).where(and(eq(bedStays.bedId, beds.id), isNull(bedStays.toAt)))),
      ),
    )
    .orderBy(asc(beds.wardId), asc(sql`length(${beds.label})`), asc(sql`lower(${beds.label})`), asc(beds.id));
  return wardRows.map((ward) => ({
    ...ward,
    beds: bedRows.filter((bed) => bed.wardId === ward.wardId).map(({ bedId, label, kind }) => ({ bedId, label, kind })),
  }));
}

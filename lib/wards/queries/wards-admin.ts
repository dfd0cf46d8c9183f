import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { BedKind, BedState, WardKind, WardSex } from '@/lib/wards/rules/kinds';
import { bedOrder } from './board';

/** A bed as the administrators' screen lists it: no patient's name, only whether someone lies in it. */
export interface AdminBed {
  bedId: number;
  label: string;
  kind: BedKind;
  state: BedState;
  outOfServiceReason: string | null;
  occupied: boolean;
}

export interface AdminWard {
  wardId: number;
  name: string;
  kind: WardKind;
  sex: WardSex;
  beds: AdminBed[];
  /** Beds retired from the ward: off the board, their history kept. */
  retiredBeds: number;
}

/**
 * Every ward with its beds in service or not (retired ones only counted), for the administrators' screen: two
 * statements, the wards and then every bed with whether a patient lies in it. It names no patient, so it is not a
 * read of anyone's record.
 */
export async function listWardsForAdministration(db: Db): Promise<AdminWard[]> {
  const wardRows = await db
    .select({ wardId: wards.id, name: wards.name, kind: wards.kind, sex: wards.sex })
    .from(wards)
    .orderBy(asc(sql`lower(${wards.name})`), asc(wards.id));
  if (wardRows.length === 0) return [];
  const bedRows = await db
    .select({
      wardId: beds.wardId,
      bedId: beds.id,
      label: beds.label,
      kind: beds.kind,
      state: beds.state,
      outOfServiceReason: beds.outOfServiceReason,
      retired: isNotNull(beds.retiredAt).mapWith(Boolean),
      occupied: sql<boolean>`exists (select 1 from ${bedStays} where ${and(eq(bedStays.bedId, beds.id), isNull(bedStays.toAt))})`.mapWith(Boolean),
    })
    .from(beds)
    .orderBy(asc(beds.wardId), ...bedOrder);
  return wardRows.map((ward) => {
    const ofWard = bedRows.filter((bed) => bed.wardId === ward.wardId);
    return {
      ...ward,
      beds: ofWard.filter((bed) => !bed.retired).map(({ bedId, label, kind, state, outOfServiceReason, occupied }) => ({ bedId, label, kind, state, outOfServiceReason, occupied })),
      retiredBeds: ofWard.filter((bed) => bed.retired).length,
    };
  });
}

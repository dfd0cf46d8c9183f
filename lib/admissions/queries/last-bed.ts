import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { admissions, beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** Where an admission lies: the ward and the bed. */
export interface AdmissionBed {
  wardId: number;
  wardName: string;
  bedId: number;
  bedLabel: string;
}

/**
 * The bed of the outer query's admission (`admissions`, unaliased in its FROM), for a lateral join: its open stay
 * while it is in, its last one once discharged (the latest stay either way), by the stays' admission index.
 */
export const lastBedOf = (db: Db) =>
  db
    .select({
      wardId: sql<number>`${wards.id}`.as('last_ward_id'),
      wardName: sql<string>`${wards.name}`.as('last_ward_name'),
      bedId: sql<number>`${beds.id}`.as('last_bed_id'),
      bedLabel: sql<string>`${beds.label}`.as('last_bed_label'),
    })
    .from(bedStays)
    .innerJoin(beds, eq(beds.id, bedStays.bedId))
    .innerJoin(wards, eq(wards.id, beds.wardId))
    .where(eq(bedStays.admissionId, admissions.id))
    .orderBy(desc(bedStays.fromAt), desc(bedStays.id))
    .limit(1)
    .as('last_bed');

/** The lateral's columns as an AdmissionBed, or null for an admission without a stay (none is made so). */
export function bedOf(row: { wardId: number | null; wardName: string | null; bedId: number | null; bedLabel: string | null }): AdmissionBed | null {
  if (row.bedId === null || row.wardId === null) return null;
  return { wardId: row.wardId, wardName: row.wardName ?? '', bedId: row.bedId, bedLabel: row.bedLabel ?? '' };
}

/** An instant as the screens carry it. */
export const isoOf = (instant: Date | null): string | null => (instant ? instant.toISOString() : null);

import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beds, bedStays, doctors, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { isoOf } from './last-bed';

/** One bed of an admission's history: where, from when to when, and why the patient moved there. */
export interface BedStay {
  id: number;
  wardName: string;
  bedLabel: string;
  /** ISO instants; `toAt` is null while the patient lies there. */
  fromAt: string;
  toAt: string | null;
  /** Why the patient moved here; null for the bed they were admitted to. */
  reason: string | null;
  /** "Dr. Ada Obi", who moved (or admitted) them; null when not known or the account is gone. */
  movedBy: string | null;
}

const mover = alias(doctors, 'mover');

/** The beds of an admission, oldest first (the order a history is read in): one query, by the stays' admission index. */
export async function listBedStays(db: Db, admissionId: number): Promise<BedStay[]> {
  const rows = await db
    .select({
      id: bedStays.id,
      wardName: wards.name,
      bedLabel: beds.label,
      fromAt: bedStays.fromAt,
      toAt: bedStays.toAt,
      reason: bedStays.reason,
      movedBy: sql<string | null>`case when ${mover.id} is null then null else ${doctorDisplayName(mover)} end`,
    })
    .from(bedStays)
    .innerJoin(beds, eq(beds.id, bedStays.bedId))
    .innerJoin(wards, eq(wards.id, beds.wardId))
    .leftJoin(mover, eq(mover.id, bedStays.movedById))
    .where(eq(bedStays.admissionId, admissionId))
    .orderBy(asc(bedStays.fromAt), asc(bedStays.id));
  return rows.map((row) => ({ ...row, fromAt: row.fromAt.toISOString(), toAt: isoOf(row.toAt) }));
}

import 'server-only';
import { isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { doctors } from '@/lib/db/schema';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** `voided_at is null`: the record stands. Every list and count over a voidable table says this. */
export const standing = (table: { voidedAt: AnyPgColumn }) => isNull(table.voidedAt);

/** The doctor who voided a record, joined under their own name so that the author's join stays `doctors`. */
export const voider = alias(doctors, 'voider');

/** How a voided record says so, for a select joined to `voider` (left join: standing rows have none). */
export const voidedMarkColumns = (table: { voidedAt: AnyPgColumn; voidReason: AnyPgColumn }) => ({
  voidedAt: table.voidedAt,
  voidedBy: sql<string | null>`case when ${voider.id} is null then null else ${doctorDisplayName(voider)} end`,
  voidReason: table.voidReason,
});

/** The mark of a row selected with voidedMarkColumns, or null while it stands. */
export function voidedMarkOf(row: { voidedAt: unknown; voidedBy: string | null; voidReason: unknown }): VoidedMark | null {
  if (row.voidedAt === null || row.voidedAt === undefined) return null;
  const at = row.voidedAt instanceof Date ? row.voidedAt : new Date(String(row.voidedAt));
  return { voidedAt: at.toISOString(), voidedBy: row.voidedBy, reason: String(row.voidReason ?? '') };
}

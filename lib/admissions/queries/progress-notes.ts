import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { newestFirst } from '@/lib/db/newest-first';
import { alias } from 'drizzle-orm/pg-core';
import { doctors, progressNotes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { isoOf } from './last-bed';

/** A ward round's note as the admission page lists it: dated, signed, and once voided, why. */
export interface ProgressNote {
  id: number;
  authorId: number | null;
  /** "Dr. Ada Obi"; null once the account is gone. */
  authorName: string | null;
  /** ISO instants; `editedAt` is null for a note never edited. */
  writtenAt: string;
  editedAt: string | null;
  text: string;
  /** Null while it stands. */
  voided: VoidedMark | null;
}

const author = alias(doctors, 'author');

/** The notes of a stay and how many it has in all, when the page shows only the latest. */
export interface StayNotes {
  notes: ProgressNote[];
  total: number;
}

/** The most notes one admission page lists, every note shown: months of a stay, several notes a day. */
export const STAY_NOTES_LIMIT = 2000;

/**
 * An admission's notes, newest first, voided ones too (struck through with their reason), the latest `limit` of
 * them, and how many there are in all: one query.
 */
export async function listProgressNotes(db: Db, admissionId: number, { limit = STAY_NOTES_LIMIT }: { limit?: number } = {}): Promise<StayNotes> {
  const rows = await db
    .select({
      total: sql<number>`(count(*) over ())::int`,
      id: progressNotes.id,
      authorId: progressNotes.authorId,
      authorName: sql<string | null>`case when ${author.id} is null then null else ${doctorDisplayName(author)} end`,
      writtenAt: progressNotes.writtenAt,
      editedAt: progressNotes.editedAt,
      text: progressNotes.text,
      ...voidedMarkColumns(progressNotes),
    })
    .from(progressNotes)
    .leftJoin(author, eq(author.id, progressNotes.authorId))
    .leftJoin(voider, eq(voider.id, progressNotes.voidedById))
    .where(eq(progressNotes.admissionId, admissionId))
    .orderBy(newestFirst(progressNotes.writtenAt), desc(progressNotes.id))
    .limit(limit);
  const notes = rows.map((row) => ({
    id: row.id,
    authorId: row.authorId,
    authorName: row.authorName,
    writtenAt: row.writtenAt.toISOString(),
    editedAt: isoOf(row.editedAt),
    text: row.text,
    voided: voidedMarkOf(row),
  }));
  return { notes, total: rows[0]?.total ?? 0 };
}

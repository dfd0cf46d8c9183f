import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { otherObservations, type OtherObservationPart } from '@/lib/db/schema';
import { readCountedPage, windowTotal, type ListPage } from '@/lib/db/paging';
import type { Db } from '@/lib/db/types';
import type { ChartPage } from '@/lib/patients/queries/chart';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

/**
 * The value of an observation or of one of its parts, as the chart writes it: a number and its unit, else words (a
 * coded value's words, its code left in the table, or the words sent as the value).
 */
export type ChartObservationValue = Pick<OtherObservationPart, 'valueNumber' | 'unit' | 'valueText'>;

/** One part of an observation (a questionnaire's item, a panel's member), as the chart shows it. */
export type ChartObservationPart = ChartObservationValue & { name: string };

/**
 * What an imported record observed that is neither one of the clinic's measures nor a laboratory result (a pain
 * score, a smoking status, a questionnaire's score), as the chart shows it.
 */
export interface ChartOtherObservation extends ChartObservationValue {
  id: number;
  name: string;
  /** Its category as sent (vital-signs, social-history, survey, exam…); null when the record did not say. */
  category: string | null;
  /** Its parts in the order sent; [] for an observation of one value. */
  parts: ChartObservationPart[];
  /** ISO instant. */
  takenAt: string;
  /** The import it came in with: every other observation came with one. */
  source: ImportSource | null;
}

/**
 * The patient's other observations a page at a time, the latest taken first, down the patient's taken-at index (its
 * own order, NULLS LAST, so that nothing is sorted): one statement for the page, its import's source and the count.
 */
export async function listPatientOtherObservations(db: Db, patientId: number, params: ChartPage): Promise<ListPage<ChartOtherObservation>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    withImportSource(db
      .select({
        id: otherObservations.id,
        name: otherObservations.name,
        category: otherObservations.category,
        valueNumber: otherObservations.valueNumber,
        unit: otherObservations.unit,
        valueText: otherObservations.valueText,
        parts: otherObservations.parts,
        takenAt: otherObservations.takenAt,
        ...importSourceColumns(),
        total: windowTotal(),
      })
      .from(otherObservations)
      .$dynamic(),
      otherObservations.importId,
    )
      .where(eq(otherObservations.patientId, patientId))
      .orderBy(sql`${otherObservations.takenAt} desc nulls last`, desc(otherObservations.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    total: rows[0]?.total ?? 0,
    page,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      valueNumber: row.valueNumber,
      unit: row.unit,
      valueText: row.valueText,
      // Only what a part shows: its codes stay in the table, as the observation's own do.
      parts: row.parts.map(({ name, valueNumber, unit, valueText }) => ({ name, valueNumber, unit, valueText })),
      takenAt: row.takenAt.toISOString(),
      source: importSourceOf(row),
    })),
  };
}

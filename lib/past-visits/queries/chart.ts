import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { pastVisits } from '@/lib/db/schema';
import { readCountedPage, windowTotal, type ListPage } from '@/lib/db/paging';
import type { Db } from '@/lib/db/types';
import type { ChartPage } from '@/lib/patients/queries/chart';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

/** A visit to another hospital or clinic, as the chart shows it: never an appointment of this clinic. */
export interface ChartPastVisit {
  id: number;
  /** ISO instants; `endedAt` null when the record did not say. */
  startedAt: string;
  endedAt: string | null;
  /** FHIR's status as sent (finished, …). */
  status: string;
  /** The kind of visit in words (ambulatory, emergency, inpatient); '' when not said. */
  kind: string;
  /** Its type and reason in words; '' when not said. */
  type: string;
  reason: string;
  /** Where and with whom, as sent; '' when not said. */
  place: string;
  practitioner: string;
  /** The import it came in with: every visit elsewhere came with one. */
  source: ImportSource | null;
}

/**
 * The patient's visits elsewhere a page at a time, the latest first (down the patient's started-at index): one
 * statement for the page, its import's source and the count.
 */
export async function listPatientPastVisits(db: Db, patientId: number, params: ChartPage): Promise<ListPage<ChartPastVisit>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    withImportSource(db
      .select({
        id: pastVisits.id,
        startedAt: pastVisits.startedAt,
        endedAt: pastVisits.endedAt,
        status: pastVisits.status,
        kind: pastVisits.kind,
        type: pastVisits.type,
        reason: pastVisits.reason,
        place: pastVisits.place,
        practitioner: pastVisits.practitioner,
        ...importSourceColumns(),
        total: windowTotal(),
      })
      .from(pastVisits)
      .$dynamic(),
      pastVisits.importId,
    )
      .where(eq(pastVisits.patientId, patientId))
      .orderBy(desc(pastVisits.startedAt), desc(pastVisits.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    total: rows[0]?.total ?? 0,
    page,
    rows: rows.map((row) => ({
      id: row.id,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      status: row.status,
      kind: row.kind,
      type: row.type,
      reason: row.reason,
      place: row.place,
      practitioner: row.practitioner,
      source: importSourceOf(row),
    })),
  };
}

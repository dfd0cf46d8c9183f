import 'server-only';
import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { patientProblems } from '@/lib/db/schema';
import { readCountedPage, windowTotal } from '@/lib/db/paging';
import type { Db } from '@/lib/db/types';
import type { ChartListPage, ChartPage } from '@/lib/patients/queries/chart';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';
import type { ImportSource } from '@/lib/record-import/rules/source-line';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';

/** One problem of the patient's problem list, as the chart shows it. */
export interface ChartProblem {
  id: number;
  name: string;
  /** FHIR's clinical status: active, recurrence, relapse, inactive, remission, resolved. */
  clinicalStatus: string;
  /** FHIR's verification status (provisional, differential, …); null when not said. */
  verificationStatus: string | null;
  /** YYYY-MM-DD, or null when the record did not say. */
  onsetOn: string | null;
  resolvedOn: string | null;
  note: string;
  /** Who recorded it where it was recorded, as sent. */
  recorder: string | null;
  /** The import it came in with; null for a problem recorded in this clinic. */
  source: ImportSource | null;
  /** A voided problem still shows, struck through, with who voided it, when and why. */
  voided: VoidedMark | null;
}

/** The statuses of a problem the patient has now: FHIR's active and its two kinds of coming back. */
const ACTIVE_STATUSES = ['active', 'recurrence', 'relapse'];

/**
 * The patient's problem list a page at a time: the standing active problems first, then the others (inactive, in
 * remission, resolved), each group by onset newest first (an unknown onset last), then the voided ones, which still
 * show struck through. One statement: the page, its import's source, and the counts (every row, and the voided).
 */
export async function listPatientProblems(db: Db, patientId: number, params: ChartPage): Promise<ChartListPage<ChartProblem>> {
  const group = sql`case when ${isNotNull(patientProblems.voidedAt)} then 2 when ${inArray(patientProblems.clinicalStatus, ACTIVE_STATUSES)} then 0 else 1 end`;
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    withImportSource(db
      .select({
        id: patientProblems.id,
        name: patientProblems.name,
        clinicalStatus: patientProblems.clinicalStatus,
        verificationStatus: patientProblems.verificationStatus,
        onsetOn: patientProblems.onsetOn,
        resolvedOn: patientProblems.resolvedOn,
        note: patientProblems.note,
        recorder: patientProblems.recorder,
        ...importSourceColumns(),
        ...voidedMarkColumns(patientProblems),
        total: windowTotal(),
        voided: sql<number>`count(${patientProblems.voidedAt}) over ()`.mapWith(Number),
      })
      .from(patientProblems)
      .$dynamic(),
      patientProblems.importId,
    )
      .leftJoin(voider, eq(voider.id, patientProblems.voidedById))
      .where(eq(patientProblems.patientId, patientId))
      .orderBy(group, sql`${patientProblems.onsetOn} desc nulls last`, desc(patientProblems.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    total: rows[0]?.total ?? 0,
    voided: rows[0]?.voided ?? 0,
    page,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      clinicalStatus: row.clinicalStatus,
      verificationStatus: row.verificationStatus,
      onsetOn: row.onsetOn,
      resolvedOn: row.resolvedOn,
      note: row.note,
      recorder: row.recorder,
      source: importSourceOf(row),
      voided: voidedMarkOf(row),
    })),
  };
}

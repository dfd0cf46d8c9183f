import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { patientImmunizations } from '@/lib/db/schema';
import { readCountedPage, windowTotal } from '@/lib/db/paging';
import type { Db } from '@/lib/db/types';
import type { ChartListPage, ChartPage } from '@/lib/patients/queries/chart';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';
import type { ImportSource } from '@/lib/record-import/rules/source-line';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';

/** One vaccine of the patient's immunization record, as the chart shows it. */
export interface ChartImmunization {
  id: number;
  vaccine: string;
  /** completed, not-done or entered-in-error, as FHIR says. */
  status: string;
  /** YYYY-MM-DD. */
  givenOn: string;
  /** The dose in its series ("1", "Booster"), as sent; null when not said. */
  doseNumber: string | null;
  lotNumber: string | null;
  /** Who gave it, or where, as sent. */
  performer: string | null;
  /** The import it came in with; null for one recorded in this clinic. */
  source: ImportSource | null;
  /** A voided immunization still shows, struck through, with who voided it, when and why. */
  voided: VoidedMark | null;
}

/**
 * The patient's immunizations a page at a time, the latest given first (down the patient's given-on index), voided
 * ones too: one statement for the page, its import's source and the counts (every row, and the voided).
 */
export async function listPatientImmunizations(db: Db, patientId: number, params: ChartPage): Promise<ChartListPage<ChartImmunization>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    withImportSource(db
      .select({
        id: patientImmunizations.id,
        vaccine: patientImmunizations.vaccine,
        status: patientImmunizations.status,
        givenOn: patientImmunizations.givenOn,
        doseNumber: patientImmunizations.doseNumber,
        lotNumber: patientImmunizations.lotNumber,
        performer: patientImmunizations.performer,
        ...importSourceColumns(),
        ...voidedMarkColumns(patientImmunizations),
        total: windowTotal(),
        voided: sql<number>`count(${patientImmunizations.voidedAt}) over ()`.mapWith(Number),
      })
      .from(patientImmunizations)
      .$dynamic(),
      patientImmunizations.importId,
    )
      .leftJoin(voider, eq(voider.id, patientImmunizations.voidedById))
      .where(eq(patientImmunizations.patientId, patientId))
      .orderBy(desc(patientImmunizations.givenOn), sql`${patientImmunizations.givenAt} desc nulls last`, desc(patientImmunizations.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    total: rows[0]?.total ?? 0,
    voided: rows[0]?.voided ?? 0,
    page,
    rows: rows.map((row) => ({
      id: row.id,
      vaccine: row.vaccine,
      status: row.status,
      givenOn: row.givenOn,
      doseNumber: row.doseNumber,
      lotNumber: row.lotNumber,
      performer: row.performer,
      source: importSourceOf(row),
      voided: voidedMarkOf(row),
    })),
  };
}

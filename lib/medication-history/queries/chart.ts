import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { medicationHistory } from '@/lib/db/schema';
import { readCountedPage, windowTotal } from '@/lib/db/paging';
import type { Db } from '@/lib/db/types';
import type { ChartListPage, ChartPage } from '@/lib/patients/queries/chart';
import { importSourceColumns, importSourceOf, withImportSource } from '@/lib/record-import/queries/import-source';
import type { ImportSource } from '@/lib/record-import/rules/source-line';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';

/** One medicine the patient took or was prescribed elsewhere, as the chart shows it: never a prescription of this clinic. */
export interface ChartMedicationHistory {
  id: number;
  name: string;
  /** How it was taken, in words as sent; '' when not said. */
  dosage: string;
  /** FHIR's status as sent: active, completed, stopped, on-hold, … */
  status: string;
  /** What it came as: a statement that the patient took it, or a request (prescribed there). */
  kind: 'statement' | 'request';
  /** YYYY-MM-DD, each null when not said. */
  startedOn: string | null;
  endedOn: string | null;
  recordedOn: string | null;
  /** The prescriber's name as sent. */
  prescriber: string | null;
  reason: string | null;
  /** What the record noted of it, one note a line; '' when none. */
  note: string;
  /** The import it came in with; null for one recorded in this clinic. */
  source: ImportSource | null;
  /** A voided entry still shows, struck through, with who voided it, when and why. */
  voided: VoidedMark | null;
}

/**
 * The patient's medication history a page at a time, the newest first: by when it began, or, for a prescription that
 * says no start, when it was written (one that says neither last); voided ones too. One statement for the page, its
 * import's source and the counts (every row, and the voided).
 */
export async function listPatientMedicationHistory(db: Db, patientId: number, params: ChartPage): Promise<ChartListPage<ChartMedicationHistory>> {
  const { rows, page } = await readCountedPage(params, (limit, offset) =>
    withImportSource(db
      .select({
        id: medicationHistory.id,
        name: medicationHistory.name,
        dosage: medicationHistory.dosage,
        status: medicationHistory.status,
        kind: sql<'statement' | 'request'>`${medicationHistory.kind}`,
        startedOn: medicationHistory.startedOn,
        endedOn: medicationHistory.endedOn,
        recordedOn: medicationHistory.recordedOn,
        prescriber: medicationHistory.prescriber,
        reason: medicationHistory.reason,
        note: medicationHistory.note,
        ...importSourceColumns(),
        ...voidedMarkColumns(medicationHistory),
        total: windowTotal(),
        voided: sql<number>`count(${medicationHistory.voidedAt}) over ()`.mapWith(Number),
      })
      .from(medicationHistory)
      .$dynamic(),
      medicationHistory.importId,
    )
      .leftJoin(voider, eq(voider.id, medicationHistory.voidedById))
      .where(eq(medicationHistory.patientId, patientId))
      .orderBy(sql`coalesce(${medicationHistory.startedOn}, ${medicationHistory.recordedOn}) desc nulls last`, desc(medicationHistory.id))
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
      dosage: row.dosage,
      status: row.status,
      kind: row.kind,
      startedOn: row.startedOn,
      endedOn: row.endedOn,
      recordedOn: row.recordedOn,
      prescriber: row.prescriber,
      reason: row.reason,
      note: row.note,
      source: importSourceOf(row),
      voided: voidedMarkOf(row),
    })),
  };
}

import 'server-only';
import type { CodeableConcept, DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { inArray } from 'drizzle-orm';
import { labOrders, labOrderTests, labResults, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { LOINC } from '@/lib/lab/fhir/codes';
import { flagOfInterpretation } from '@/lib/lab/fhir/interpretation';
import type { ResultFlag } from '@/lib/lab/rules/states';
import { instantOf } from '@/lib/fhir/sent-values';
import { panelOfReport, type CataloguePanel } from './lab-panel';

// An outside laboratory's results from an imported record, into the laboratory's own store: one released order per
// report (or per result sent without one), each result with the unit, reference range and interpretation as sent; a
// panel's results under the catalogue's panel (lab-panel.ts).
// A test the catalogue does not know by its LOINC code is added to it, not orderable, so that no result is lost.

/** A result read from an Observation, or why it is not kept. */
type SentResult =
  | { ok: true; loinc: string; name: string; valueNumber: number | null; valueText: string | null; unit: string | null; rangeLow: number | null; rangeHigh: number | null; flag: ResultFlag | null; at: Date | null }
  | { ok: false; reason: string };

/** Statuses of a result that stands. */
const STANDING = ['final', 'amended', 'corrected'];

const wordsOf = (concept: CodeableConcept | undefined): string => (concept?.text ?? concept?.coding?.find((coding) => coding.display)?.display ?? concept?.coding?.[0]?.code ?? '').trim();
const loincOf = (concept: CodeableConcept | undefined) => concept?.coding?.find((coding) => coding.system === LOINC && typeof coding.code === 'string' && coding.code !== '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The flag of a number against the range sent with it, when the laboratory sent no interpretation. */
function flagByRange(value: number | null, low: number | null, high: number | null): ResultFlag | null {
  if (value === null || (low === null && high === null)) return null;
  if (low !== null && value < low) return 'low';
  if (high !== null && value > high) return 'high';
  return 'normal';
}

/** One laboratory Observation read as the laboratory sent it. */
export function readSentResult(observation: Observation): SentResult {
  if (!STANDING.includes(observation.status)) return { ok: false, reason: `a result with status ${String(observation.status).slice(0, 20)} (only final, amended and corrected results are kept)` };
  const code = loincOf(observation.code);
  if (!code) return { ok: false, reason: 'a laboratory result without a LOINC code' };
  const range = observation.referenceRange?.[0];
  const rangeLow = finite(range?.low?.value);
  const rangeHigh = finite(range?.high?.value);
  const base = { loinc: code.code!, name: wordsOf(observation.code) || code.code!, rangeLow, rangeHigh, at: instantOf(observation.effectiveDateTime ?? observation.effectivePeriod?.start ?? observation.issued) };
  const sentFlag = flagOfInterpretation(observation.interpretation);
  if (observation.valueQuantity) {
    const value = finite(observation.valueQuantity.value);
    if (value === null) return { ok: false, reason: 'a laboratory result whose valueQuantity has no number' };
    const unit = (observation.valueQuantity.code ?? observation.valueQuantity.unit ?? '').trim() || null;
    return { ok: true, ...base, valueNumber: value, valueText: null, unit, flag: sentFlag ?? flagByRange(value, rangeLow, rangeHigh) };
  }
  const text = observation.valueCodeableConcept ? wordsOf(observation.valueCodeableConcept) : typeof observation.valueString === 'string' ? observation.valueString.trim() : '';
  if (!text) return { ok: false, reason: 'a laboratory result with no value the clinic reads (a quantity, a coded value or text)' };
  return { ok: true, ...base, valueNumber: null, valueText: text.slice(0, 2000), unit: null, flag: sentFlag };
}

/** The catalogue's test for each LOINC code, adding the ones it lacks (named as sent, not orderable). */
async function testsFor(db: Db, results: ReadonlyArray<Extract<SentResult, { ok: true }>>): Promise<Map<string, { id: number; code: string }>> {
  const codes = [...new Set(results.map((result) => result.loinc))];
  const known = await db.select({ id: labTests.id, code: labTests.code, loinc: labTests.loinc, kind: labTests.kind }).from(labTests).where(inArray(labTests.loinc, codes));
  const byLoinc = new Map<string, { id: number; code: string }>();
  // A panel and its part may share a code in no catalogue, but a test is preferred to a panel when one does.
  for (const test of [...known].sort((one, other) => Number(one.kind === 'panel') - Number(other.kind === 'panel'))) if (!byLoinc.has(test.loinc)) byLoinc.set(test.loinc, test);
  const missing = codes.filter((code) => !byLoinc.has(code));
  if (missing.length > 0) {
    const first = (loinc: string) => results.find((result) => result.loinc === loinc)!;
    await db
      .insert(labTests)
      .values(
        missing.map((loinc) => {
          const sent = first(loinc);
          return {
            code: `import-${loinc}`,
            name: sent.name.slice(0, 200),
            loinc,
            loincDisplay: sent.name.slice(0, 200),
            specimen: 'As sent',
            kind: sent.valueNumber !== null ? ('number' as const) : ('text' as const),
            unit: sent.unit,
            decimals: 2,
            orderable: false,
          };
        }),
      )
      .onConflictDoNothing();
    const added = await db.select({ id: labTests.id, code: labTests.code, loinc: labTests.loinc }).from(labTests).where(inArray(labTests.code, missing.map((loinc) => `import-${loinc}`)));
    for (const test of added) byLoinc.set(test.loinc, test);
  }
  return byLoinc;
}

export interface LabImport {
  patientId: number;
  importId: number;
  /** The report's name ("Lipid panel"), the order's note; null for results sent alone. */
  reportName: string | null;
  /** The report's LOINC code (a panel's), and the catalogue's panels its results may be the parts of (lab-panel.ts). */
  reportLoinc?: string | null;
  panels?: readonly CataloguePanel[];
  /** When the specimen was taken, and when the results were issued. */
  takenAt: Date | null;
  issuedAt: Date | null;
  results: ReadonlyArray<Extract<SentResult, { ok: true }>>;
}

/**
 * Stores one imported report as a released order of the patient, from outside (its import), with one ordered test
 * per result's test and the results as sent. Answers how many results it stored (none: no order is made).
 */
export async function storeImportedLabOrder(db: Db, lab: LabImport): Promise<number> {
  if (lab.results.length === 0) return 0;
  const tests = await testsFor(db, lab.results);
  const takenAt = lab.takenAt ?? lab.results.find((result) => result.at)?.at ?? lab.issuedAt;
  if (!takenAt) return 0;
  const releasedAt = lab.issuedAt ?? takenAt;
  const [order] = await db
    .insert(labOrders)
    .values({
      patientId: lab.patientId,
      orderedAt: takenAt,
      note: lab.reportName ?? '',
      status: 'released',
      collectedAt: takenAt,
      resultedAt: releasedAt,
      releasedAt,
      importId: lab.importId,
    })
    .returning({ id: labOrders.id });
  // A panel's results go under the panel, as the clinic's own orders of it hold them; the rest are tests of their own.
  const panel = lab.panels ? panelOfReport(lab.panels, lab.reportLoinc ?? null, lab.results.map((result) => result.loinc)) : null;
  // One result a test: a report that names the same test twice keeps the first.
  const seen = new Set<number>();
  const results = lab.results.flatMap((result) => {
    const part = panel?.parts.get(result.loinc);
    const testId = part ?? tests.get(result.loinc)!.id;
    if (seen.has(testId)) return [];
    seen.add(testId);
    return [{ ...result, testId, inPanel: part !== undefined }];
  });
  const grouped = panel !== null && results.some((result) => result.inPanel);
  const own = results.filter((result) => !result.inPanel);
  const ordered = await db
    .insert(labOrderTests)
    .values([...(grouped ? [{ orderId: order.id, testId: panel.id, position: 0 }] : []), ...own.map((result, index) => ({ orderId: order.id, testId: result.testId, position: index + (grouped ? 1 : 0) }))])
    .returning({ id: labOrderTests.id, testId: labOrderTests.testId });
  const orderTestOf = new Map(ordered.map((row) => [row.testId, row.id]));
  await db.insert(labResults).values(
    results.map((result) => ({
      orderId: order.id,
      orderTestId: orderTestOf.get(result.inPanel ? panel!.id : result.testId)!,
      testId: result.testId,
      valueNumber: result.valueNumber,
      valueText: result.valueText,
      unit: result.unit,
      rangeLow: result.rangeLow,
      rangeHigh: result.rangeHigh,
      flag: result.flag,
      enteredAt: releasedAt,
    })),
  );
  return results.length;
}

/** A DiagnosticReport's name, code and times, as its order keeps them. */
export function reportHead(report: DiagnosticReport): Pick<LabImport, 'reportName' | 'reportLoinc' | 'takenAt' | 'issuedAt'> {
  return {
    reportName: wordsOf(report.code).slice(0, 500) || null,
    reportLoinc: loincOf(report.code)?.code ?? null,
    takenAt: instantOf(report.effectiveDateTime ?? report.effectivePeriod?.start),
    issuedAt: instantOf(report.issued),
  };
}

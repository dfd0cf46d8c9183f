import { isoDateInZone } from '@/lib/clinic-time';
import type { Analyte } from '@/lib/lab/queries/analytes';
import type { LabOrderDetail, LabOrderLine } from '@/lib/lab/queries/order-detail';
import { ageInMonths, flagOf, rangeFor, rangeText, type RangeSubject } from '@/lib/lab/rules/flag';
import { readResult } from '@/lib/lab/rules/result-value';
import type { ResultFlag } from '@/lib/lab/rules/states';

// The Enter results and Amend result forms work out what the server will store as the scientist types, with the
// server's own rules (lib/lab/rules): the same range for this patient, the same flag, the same refusal of a typo.

/** The patient as the ranges see them: sex, and age in months on the day the specimen was taken (or the order placed). */
export const subjectOfOrder = (order: Pick<LabOrderDetail, 'patient' | 'collectedAt' | 'orderedAt'>): RangeSubject => ({
  sex: order.patient.gender,
  ageMonths: ageInMonths(order.patient.dateOfBirth, isoDateInZone(new Date(order.collectedAt ?? order.orderedAt))),
});

/** The flag a typed value would get; null while it is blank or not yet a valid result (its message says why). */
export function typedFlag(analyte: Analyte, typed: string, subject: RangeSubject): ResultFlag | null {
  if (typed.trim() === '') return null;
  const read = readResult(analyte, typed);
  if (!read.ok) return null;
  return flagOf(analyte, read.valueNumber ?? read.valueText ?? '', subject);
}

/**
 * What the scientist reads beside a field, for this patient: "g/dL, range 12–15.5", "Normal: Negative"; '' when the
 * test says nothing (free text).
 */
export function fieldHint(analyte: Analyte, subject: RangeSubject): string {
  if (analyte.kind === 'choice') return analyte.normalChoices?.length ? `Normal: ${analyte.normalChoices.join(', ')}` : '';
  const range = rangeText(rangeFor(analyte.ranges, subject));
  return [analyte.unit ?? '', range ? `range ${range}` : ''].filter(Boolean).join(', ');
}

/** The range a stored result was judged against, as the report prints it: "12–15.5". */
export const storedRangeText = (result: { rangeLow: number | null; rangeHigh: number | null }): string =>
  rangeText({ low: result.rangeLow ?? undefined, high: result.rangeHigh ?? undefined });

/** A stored result back in its field, as it was stored: a number is not rounded again to the test's decimals. */
export const typedValueOf = (line: LabOrderLine): string => {
  const result = line.result;
  if (!result) return '';
  return result.valueNumber !== null ? String(result.valueNumber) : (result.valueText ?? '');
};

/** An order's lines in runs: a panel's parts together under its name, every other test on its own. */
export function groupLines<T extends { analyte: Pick<Analyte, 'panel' | 'orderTestId'> }>(lines: readonly T[]): Array<{ panel: string | null; key: number; lines: Array<{ line: T; index: number }> }> {
  const groups: Array<{ panel: string | null; key: number; lines: Array<{ line: T; index: number }> }> = [];
  lines.forEach((line, index) => {
    const last = groups.at(-1);
    if (line.analyte.panel !== null && last?.panel === line.analyte.panel && last.key === line.analyte.orderTestId) last.lines.push({ line, index });
    else groups.push({ panel: line.analyte.panel, key: line.analyte.orderTestId, lines: [{ line, index }] });
  });
  return groups;
}

import type { ReferenceRange } from './catalogue-types';
import type { ResultFlag } from './states';

// Not `server-only`: the Enter results form works the flag out as the scientist types, with the same rule the server keeps.

/** Who the result is of, as the ranges tell patients apart: the sex recorded, and the age when the specimen was taken. */
export interface RangeSubject {
  sex: 'male' | 'female' | 'other';
  ageMonths: number;
}

/** What of a test the flag needs: its ranges and critical limits, or its words. */
export interface FlagRules {
  kind: 'number' | 'choice' | 'text' | 'panel';
  ranges?: readonly ReferenceRange[] | null;
  criticalLow?: number | null;
  criticalHigh?: number | null;
  normalChoices?: readonly string[] | null;
  criticalChoices?: readonly string[] | null;
}

/** Whole months between a date of birth and a day, both YYYY-MM-DD: a child's ranges change by the month. */
export function ageInMonths(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = onDate.split('-').map(Number);
  return Math.max(0, (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0));
}

/**
 * The range that applies to the subject: the first of the test's ranges whose sex and age band hold. A range for one
 * sex never applies to a patient recorded as neither: they get the test's range for both, when it has one.
 */
export function rangeFor(ranges: readonly ReferenceRange[] | null | undefined, subject: RangeSubject): ReferenceRange | null {
  for (const range of ranges ?? []) {
    if (range.sex && range.sex !== subject.sex) continue;
    if (range.fromMonths !== undefined && subject.ageMonths < range.fromMonths) continue;
    if (range.toMonths !== undefined && subject.ageMonths >= range.toMonths) continue;
    return range;
  }
  return null;
}

/**
 * A number's flag: Critical past a critical limit (a value at the limit is not), else Low or High outside the
 * range (its limits are normal), else Normal; null when the test has neither a range for this patient nor limits.
 */
export function numberFlag(value: number, range: ReferenceRange | null, rules: Pick<FlagRules, 'criticalLow' | 'criticalHigh'>): ResultFlag | null {
  if (rules.criticalLow != null && value < rules.criticalLow) return 'critical-low';
  if (rules.criticalHigh != null && value > rules.criticalHigh) return 'critical-high';
  if (!range) return null;
  if (range.low !== undefined && value < range.low) return 'low';
  if (range.high !== undefined && value > range.high) return 'high';
  return 'normal';
}

/** A word's flag: Critical when the test names it so, Normal when it is one of the normal words, else Abnormal. */
export function choiceFlag(value: string, rules: Pick<FlagRules, 'normalChoices' | 'criticalChoices'>): ResultFlag {
  if (rules.criticalChoices?.includes(value)) return 'critical';
  return rules.normalChoices?.includes(value) ? 'normal' : 'abnormal';
}

/** The flag of a result typed for a test: null for text, and for a number the test has no range for. */
export function flagOf(rules: FlagRules, value: number | string, subject: RangeSubject): ResultFlag | null {
  if (rules.kind === 'number' && typeof value === 'number') return numberFlag(value, rangeFor(rules.ranges, subject), rules);
  if (rules.kind === 'choice' && typeof value === 'string') return choiceFlag(value, rules);
  return null;
}

/** "3.5–5.1", "< 5.2", "> 1.0": a range as the report prints it beside the unit. */
export function rangeText(range: Pick<ReferenceRange, 'low' | 'high'> | null): string {
  if (!range || (range.low === undefined && range.high === undefined)) return '';
  if (range.low === undefined) return `< ${range.high}`;
  if (range.high === undefined) return `> ${range.low}`;
  return `${range.low}–${range.high}`;
}

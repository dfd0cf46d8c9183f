import type { ChartObservationValue } from '@/lib/other-observations/queries/chart';

/** FHIR's observation categories in the chart's words; one it does not know reads as sent. */
const CATEGORY_WORDS: Record<string, string> = {
  'vital-signs': 'Vital signs',
  'social-history': 'Social history',
  survey: 'Survey',
  exam: 'Exam',
  laboratory: 'Laboratory',
};

/** "Vital signs" for vital-signs; a category the chart does not know as sent; '—' for none said. */
export const categoryWords = (category: string | null): string => (category ? (CATEGORY_WORDS[category] ?? category) : '—');

/**
 * A UCUM unit as a reader says it: an annotation ("{score}") is words, so its braces go (a screen reader would read
 * them out), and "1", UCUM's unit of a plain number, says nothing beside the number.
 */
const unitWords = (unit: string | null): string => (unit === null || unit === '1' ? '' : unit.replace(/[{}]/g, ''));

/** "3 score", "56.5 cm": a number with its unit; else the words (a coded value's, or those sent); '—' for neither. */
export function valueWords({ valueNumber, unit, valueText }: ChartObservationValue): string {
  if (valueNumber !== null) return [String(valueNumber), unitWords(unit)].filter(Boolean).join(' ');
  return valueText ?? '—';
}

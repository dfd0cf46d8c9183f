import { badRequest } from '../outcome';

/** The comparisons a date parameter takes, as its prefix (none means eq). */
export const DATE_PREFIXES = ['eq', 'ge', 'le', 'gt', 'lt'] as const;
export type DatePrefix = (typeof DATE_PREFIXES)[number];

/**
 * A date parameter read as the span of days it names: "2024" is the whole year, "2024-03" the month, "2024-03-15"
 * (or a time on that day) the day. `from` is its first day and `until` the day after its last.
 */
export interface DaySpan {
  prefix: DatePrefix;
  from: string;
  until: string;
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

export function readDaySpan(name: string, value: string): DaySpan {
  const match = /^(eq|ge|le|gt|lt|ne|sa|eb|ap)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?)?)?$/.exec(value.trim());
  if (!match) throw badRequest(`${name} must be a date such as 2024, 2024-03 or 2024-03-15, after an optional prefix (eq, ge, le, gt, lt); it was "${value}".`);
  const [, given, yearText, monthText, dayText] = match;
  const prefix = (given ?? 'eq') as DatePrefix;
  if (!(DATE_PREFIXES as readonly string[]).includes(prefix)) throw badRequest(`${name}: the prefix ${given} is not supported; use eq, ge, le, gt or lt.`);
  const year = Number(yearText);
  const month = monthText ? Number(monthText) : null;
  const day = dayText ? Number(dayText) : null;
  if (month !== null && (month < 1 || month > 12)) throw badRequest(`${name}: ${value} is not a date (no month ${monthText}).`);
  if (month === null) return { prefix, from: iso(year, 1, 1), until: iso(year + 1, 1, 1) };
  if (day === null) return { prefix, from: iso(year, month, 1), until: iso(year, month + 1, 1) };
  const from = iso(year, month, day);
  if (from !== `${yearText}-${monthText}-${dayText}`) throw badRequest(`${name}: ${value} is not a date (no day ${dayText} in that month).`);
  return { prefix, from, until: iso(year, month, day + 1) };
}

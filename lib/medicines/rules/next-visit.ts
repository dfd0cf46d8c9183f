import { NEXT_VISIT_UNITS } from '@/lib/constants';

export type NextVisitUnit = (typeof NEXT_VISIT_UNITS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** Days in a month (month 1–12): day 0 of the next month in UTC is this month's last. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The next visit as a date: the prescription's clinic date + n days, weeks or months. Calendar arithmetic on
 * the date alone (UTC only as a calculator, never a moment), so no time zone or daylight change moves it. A month
 * later than a day the next month lacks is that month's last day (31 January + 1 month = 28 or 29 February),
 * as PostgreSQL's date + interval counts it (migration 0016 fills the old rows that way).
 */
export function nextVisitDate(fromIsoDate: string, number: number, unit: NextVisitUnit): string {
  const match = ISO_DATE.exec(fromIsoDate);
  if (!match) throw new RangeError(`Not a date: ${fromIsoDate}`);
  if (!Number.isInteger(number) || number < 0) throw new RangeError(`Not a number of ${unit}: ${number}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) throw new RangeError(`Not a date: ${fromIsoDate}`);

  if (unit === 'months') {
    const monthIndex = year * 12 + (month - 1) + number;
    const [toYear, toMonth] = [Math.floor(monthIndex / 12), (monthIndex % 12) + 1];
    return `${pad(toYear, 4)}-${pad(toMonth, 2)}-${pad(Math.min(day, daysIn(toYear, toMonth)), 2)}`;
  }
  const date = new Date(Date.UTC(year, month - 1, day + number * (unit === 'weeks' ? 7 : 1)));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** A real calendar date written YYYY-MM-DD (what `<input type="date">` gives). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time of day written HH:MM or HH:MM:SS (what `<input type="time">` gives). */
export const isTimeOfDay = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);

/** Zod v3's wording, which SPEC.md section 5 names as the generic fallback for a wrong type. */
export function expectedReceived(expected: string, input: unknown): string {
  if (input === undefined) return 'Required';
  const received = input === null ? 'null' : Array.isArray(input) ? 'array' : Number.isNaN(input) ? 'nan' : typeof input;
  return `Expected ${expected}, received ${received}`;
}

/** PostgreSQL text cannot hold NUL characters: such input is refused as invalid instead of failing in the database. */
export const NO_NUL = /^[^\u0000]*$/;

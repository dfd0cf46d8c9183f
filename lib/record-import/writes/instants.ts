/**
 * An instant a record gives: a date with its time and offset, or a day alone (then noon UTC, which is that day in
 * every zone from UTC−11 to UTC+11, the clinic's among them); null when there is none or it is no date.
 */
export function instantOf(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const day = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text.trim());
  if (day) {
    const at = new Date(Date.UTC(Number(day[1]), Number(day[2] ?? 1) - 1, Number(day[3] ?? 1), 12));
    return Number.isNaN(at.getTime()) ? null : at;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

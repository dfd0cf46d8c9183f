/** A phone number as people write it: a leading + and then only digits, spaces, brackets, dots and dashes. */
const PHONE_LIKE = /^\+[\d\s().-]+$/;

/**
 * True when a spreadsheet could run the text as a formula: it starts with =, @, -, a tab or a carriage
 * return, or with + followed by anything but a phone number ("+234 803 555 0142" is shown as it is).
 */
export const looksLikeFormula = (text: string) => /^[=@\-\t\r]/.test(text) || (text.startsWith('+') && !PHONE_LIKE.test(text));

/**
 * One CSV cell. Quotes what needs quoting, and defuses values a spreadsheet would run as a formula with a
 * leading apostrophe, since patient data is typed by people.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && looksLikeFormula(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF line ends as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

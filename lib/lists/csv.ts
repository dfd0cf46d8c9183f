import Papa from 'papaparse';

/**
 * A cell a spreadsheet could run as a formula: it starts with =, @, -, a tab or a carriage return, or with + followed
 * by anything but a phone number (a + and then only digits, spaces, brackets, dots and dashes: "+234 803 555 0142"
 * is written as it is).
 */
const FORMULA = /^[=@\-\t\r]|^\+(?![\d\s().-]+$)/;

export const looksLikeFormula = (text: string) => FORMULA.test(text);

type Cell = string | number | null | undefined;

/**
 * Papa Parse writes the CSV: it quotes what needs quoting and, since patient data is typed by people, defuses a
 * text cell a spreadsheet would run as a formula with a leading apostrophe inside quotes (numbers are left alone).
 * CRLF line ends, as RFC 4180 asks.
 */
const UNPARSE: Papa.UnparseConfig = { escapeFormulae: FORMULA, newline: '\r\n' };

/** One CSV cell. */
export const csvCell = (value: Cell): string => Papa.unparse([[value ?? '']], UNPARSE);

/** One CSV line, with its CRLF. */
export const csvLine = (cells: readonly Cell[]): string => `${Papa.unparse([cells.map((cell) => cell ?? '')], UNPARSE)}\r\n`;

/** Rows of cells under their header as CSV text, each line ending in CRLF. */
export const toCsv = (header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string => csvLine(header) + rows.map(csvLine).join('');

/** The prefix of a patient number as every screen, printout and export writes it. */
export const PATIENT_NUMBER_PREFIX = 'P-';
/** The digits a patient number is written with (leading zeros): P-000123. */
const PATIENT_NUMBER_DIGITS = 6;

/** 123 → "P-000123"; a number past 999999 keeps all its digits. */
export const formatPatientNumber = (value: number): string => `${PATIENT_NUMBER_PREFIX}${String(value).padStart(PATIENT_NUMBER_DIGITS, '0')}`;

/**
 * The number a search text names, or null: "P-000123", "p000123", "P 123" and "#123" name patient 123. Plain
 * digits are not read as a number here (they are a phone number's or a name's part); the caller decides.
 */
export function parsePatientNumber(text: string): number | null {
  const match = /^\s*(?:p\s*-?\s*|#)(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

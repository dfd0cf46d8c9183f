import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * The clinic's country: a number typed without a country code ("0803 555 1234") is read as Nigerian. Every
 * number is stored in one international form ("+2348035551234"), however it was typed.
 */
export const CLINIC_PHONE_COUNTRY: CountryCode = 'NG';

/** "+2348035551234" for any way of typing a possible number ("0803 555 1234", "+234 803 555 1234"); null for anything else. */
export function toInternationalPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), CLINIC_PHONE_COUNTRY);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * A number another system sent, in international form only when it is a valid number (of Nigeria when it has no
 * country code): a system's foreign number sent without its code ("555-403-6377") is not guessed Nigerian, as
 * a number typed at the desk would be. Null when it cannot be read so: the caller keeps it as sent.
 */
export function toValidInternationalPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), CLINIC_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** True when a stored number is in the international form the clinic writes; false for one kept as a system sent it. */
export const isInternationalPhone = (stored: string): boolean => stored === '' || toInternationalPhone(stored) === stored;

/** A stored number as people read it: "+234 803 555 1234". A number stored before it could be parsed is shown as it was typed. */
export function formatPhone(stored: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored, CLINIC_PHONE_COUNTRY) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : stored;
}

/**
 * The patient's phone on the chart: as people read it; "Not given" when a system sent none; a number another
 * system sent that could not be read in international form as it was sent, marked, so that someone checks it with
 * the patient (Edit corrects it).
 */
export function chartPhone(stored: string): string {
  if (stored === '') return 'Not given';
  return isInternationalPhone(stored) ? formatPhone(stored) : `${stored} (as another system sent it: check it with the patient)`;
}

/** Text made only of what people type in a phone number: digits, spaces, +, brackets, dots and dashes. */
const PHONE_TEXT = /^[\d\s+().-]+$/;
/** Fewer digits than this find too much to be a phone search (and give the trigram index nothing). */
const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The digits that a stored international number contains when `text` is (part of) that number typed any way:
 * "0803 555 1234" → "8035551234", "+234 803 555 1234" → "2348035551234", "802 212" → "802212". The national
 * trunk prefix 0 (and the international 00) is dropped, since the stored form has none. Null when the text is
 * not a phone search.
 */
export function phoneSearchDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

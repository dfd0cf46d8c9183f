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

/** A stored number as people read it: "+234 803 555 1234". A number stored before it could be parsed is shown as it was typed. */
export function formatPhone(stored: string): string {
  const parsed = stored ? parsePhoneNumberFromString(stored, CLINIC_PHONE_COUNTRY) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : stored;
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

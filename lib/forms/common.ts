import { z } from '@/lib/zod';

/** A real calendar date written YYYY-MM-DD (what `<input type="date">` gives). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}


/** The name of what was received, never the value itself: an error message must not echo the input. */
export function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** Zod v3's wording, which the product brief names as the generic message for a wrong type. */
export function expectedReceived(expected: string, input: unknown): string {
  if (input === undefined) return 'Required';
  return `Expected ${expected}, received ${receivedType(input)}`;
}

/** PostgreSQL text cannot hold NUL characters: such input is refused as invalid instead of failing in the database. */
export const NO_NUL = /^[^\u0000]*$/;

/** The largest value of PostgreSQL's `integer`, the type of every id column here. */
export const MAX_INT4 = 2_147_483_647;

/**
 * Upper lengths of text fields. Emails: RFC 5321's 254. Passwords: argon2 takes any length, but a
 * megabyte of "password" is an attack, not a password. Free text: the longest box a form has.
 */
export const TEXT_MAX = {
  email: 254,
  name: 100,
  password: 128,
  phone: 30,
  /** A reset token is 43 characters; anything much longer is not one of ours. */
  token: 256,
  freeText: 2000,
} as const;

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const notAllowedMessage = (label: string) => `${label} contains characters that are not allowed`;

/** A digit string (a form's or a URL's) as a number; anything else is left for the number schema to refuse. */
function idCandidate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^\d{1,16}$/.test(text) ? Number(text) : value;
}

/**
 * The id of one of our rows: a whole number from 1 to 2147483647 (an int4 column), given as a number or
 * as its digits. Anything else, `1e3`, `0x10`, `true` or 2147483648 included, says `message`.
 */
export function boundedId(message: string) {
  return z.preprocess(
    idCandidate,
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(MAX_INT4, { error: message }),
  );
}

export interface TextRule {
  /** The message for a missing or (after trimming) empty value; without it, empty text is allowed. */
  required?: string;
  /** The message for a value that is not a string; defaults to `required`, else "{label} must be text". */
  invalidType?: string | ((input: unknown) => string);
  /** Passwords keep their spaces. */
  trim?: boolean;
  tooLong?: string;
  notAllowed?: string;
}

/** A string of at most `max` characters without NUL; trimmed unless told otherwise. */
export function boundedText(label: string, max: number, rule: TextRule = {}) {
  const invalidType = rule.invalidType ?? rule.required ?? `${label} must be text`;
  let schema = z.string({ error: typeof invalidType === 'string' ? invalidType : (issue) => invalidType(issue.input) });
  if (rule.trim !== false) schema = schema.trim();
  if (rule.required) schema = schema.min(1, { error: rule.required });
  return schema
    .max(max, { error: rule.tooLong ?? tooLongMessage(label, max), abort: true })
    .regex(NO_NUL, { error: rule.notAllowed ?? notAllowedMessage(label) });
}

/** An email address that must be one (signup, profile, reports). */
export function boundedEmail(required: string, rule: Omit<TextRule, 'required'> = {}) {
  return boundedText('Email', TEXT_MAX.email, { ...rule, required }).pipe(z.email({ error: 'Invalid email' }));
}

/** A password as typed: never trimmed, at most 128 characters. */
export function boundedPassword(required: string, label = 'Password') {
  return boundedText(label, TEXT_MAX.password, { required, trim: false });
}

/** Digits with an optional leading +, spaces, brackets and dashes; at least seven digits. */
const PHONE_PATTERN = /^\+?[\d ()-]+$/;
const PHONE_MIN_DIGITS = 7;
export const PHONE_MESSAGE = `Enter a phone number: digits, spaces, brackets or dashes, at least ${PHONE_MIN_DIGITS}`;

export const looksLikePhone = (value: string) => PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS;

// Not `server-only`: the logger is also loaded by instrumentation.ts.
import { REDACTED } from './redact';

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  digest?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [kept: string]: unknown;
}

/**
 * The properties of an error that say what failed without saying about whom: PostgreSQL's code, constraint, table
 * and column, Next's digest, an HTTP status. Everything else is left out: drizzle's `params` (the row's values),
 * PostgreSQL's `detail` ("Key (email)=(…) already exists") and whatever a library hangs on its errors.
 */
const KEPT = ['code', 'digest', 'constraint', 'table', 'column', 'status', 'statusText', 'kind', 'severity', 'errno', 'syscall'] as const;

const MAX_DEPTH = 3;
const MAX_ERRORS = 5;

/**
 * Text of an error with what it may quote of a request taken out: drizzle's "params: …" (from that line to the
 * end: a value may span lines), credentials in a URL (postgres://user:…@host), `password=…`-style pairs, bearer
 * tokens, email addresses (an SMTP server's refusal quotes the recipient) and phone numbers (international, or
 * Nigerian as typed: 0803 123 4567). A name cannot be told by its shape: the keys of redact.ts keep those out.
 */
export function scrubText(text: string): string {
  return text
    .replace(/(^|\n)params: [\s\S]*$/, `$1params: ${REDACTED}`)
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi, `$1${REDACTED}@`)
    .replace(/\b(password|passwd|pwd|secret|token|api[_-]?key)=[^\s&;,]+/gi, `$1=${REDACTED}`)
    .replace(/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${REDACTED}`)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, REDACTED)
    .replace(/\+\d[\d\s-]{7,}\d|\b0[789]\d{2}[\s-]?\d{3}[\s-]?\d{4}\b/g, REDACTED);
}

/** The stack's frames ("    at …" lines) under the scrubbed "Type: message" heading; the message part is rebuilt. */
function scrubStack(stack: string, heading: string): string {
  const frames = /\n\s+at /.exec(stack);
  return frames ? `${heading}${stack.slice(frames.index)}` : heading;
}

/** pino's `err` serializer: an error as plain data, with nothing of a patient or a credential in it. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: error === null ? 'null' : typeof error, message: scrubText(typeof error === 'string' ? error : safeString(error)) };
  }
  const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const message = scrubText(error.message ?? '');
  const serialized: SerializedError = { type, message };
  if (typeof error.stack === 'string') serialized.stack = scrubStack(error.stack, `${error.name}: ${message}`);
  const record = error as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = serialized;
  for (const key of KEPT) {
    const value = record[key];
    if (typeof value === 'string') kept[key] = scrubText(value);
    else if (typeof value === 'number') kept[key] = value;
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
  if (depth < MAX_DEPTH && error instanceof AggregateError) {
    serialized.errors = error.errors.slice(0, MAX_ERRORS).map((each) => serializeError(each, depth + 1));
  }
  return serialized;
}

/** A thrown non-error (an object, a number) as text, never its fields: it may be a whole record. */
function safeString(value: unknown): string {
  if (typeof value === 'object') return Object.prototype.toString.call(value);
  return String(value);
}

// Pure, with no imports: instrumentation.ts needs it even when loading the database code is what failed.

/** The innermost cause of an error, as one line: drizzle wraps the PostgreSQL error in its "Failed query". */
export function causeOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  if (inner instanceof AggregateError && !inner.message) {
    // pg's "connection refused" on a host with two addresses: the messages are in `errors`.
    return oneLine(inner.errors.map((each) => causeOf(each)).join('; '));
  }
  if (inner instanceof Error) return oneLine(inner.message || inner.name);
  return oneLine(String(inner));
}

/** Lines joined into one, so that a log shows the whole cause on the line that says the server stopped. */
export function oneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .reduce((joined, line) => (!joined ? line : `${joined}${joined.endsWith(':') ? ' ' : '; '}${line}`), '');
}

/**
 * The one line the server prints to stderr before it exits when it cannot start. Our own errors already
 * name the folder and what to do (startup.ts wraps the others with the step that failed), so an error's
 * message is kept whole, only joined into one line.
 */
export function startupFailureLine(error: unknown): string {
  const message = error instanceof Error && error.message ? oneLine(error.message) : causeOf(error);
  // "Cannot start: the folder …", but "Cannot start: PGlite …" keeps a name's capitals.
  return `Cannot start: ${message.replace(/^[A-Z](?=[a-z]*\s)/, (first) => first.toLowerCase())}`;
}

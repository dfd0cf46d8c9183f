// Not `server-only`: the logger is also loaded by instrumentation.ts.

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** pino's own fields, shown in the line's head or not at all. */
const HEAD = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'requestId', 'err']);

const value = (item: unknown) => (typeof item === 'string' && !/[\s"=]/.test(item) ? item : JSON.stringify(item));

/**
 * One JSON line of pino as one readable line, for development: "14:02:07.431 WARN  [a1b2c3d4] message key=value".
 * An error shows its type and message, the first frame of its stack that is not Node's or a package's, and its causes.
 */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : new Date(Number(entry.time)).toISOString().slice(11, 23);
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const request = typeof entry.requestId === 'string' ? ` [${entry.requestId.slice(0, 8)}]` : '';
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD.has(key))
    .map(([key, item]) => ` ${key}=${value(item)}`)
    .join('');
  return `${time} ${level}${request} ${String(entry.msg ?? '')}${fields}${errorPart(entry.err)}\n`;
}

interface ErrorFields {
  type?: string;
  message?: string;
  stack?: string;
  cause?: unknown;
}

/** ` err="Type: message" (at frame) cause="Type: message"`, for the error and each of its causes. */
function errorPart(err: unknown, name = 'err'): string {
  if (!err || typeof err !== 'object') return '';
  const { type, message, stack, cause } = err as ErrorFields;
  const frame = typeof stack === 'string' ? stack.split('\n').find((line) => /^\s+at /.test(line) && !/node:|node_modules/.test(line)) : undefined;
  return ` ${name}=${JSON.stringify(`${type ?? 'Error'}: ${message ?? ''}`)}${frame ? ` (${frame.trim()})` : ''}${errorPart(cause, 'cause')}`;
}

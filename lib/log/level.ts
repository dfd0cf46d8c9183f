// Not `server-only`: the logger is also loaded by instrumentation.ts.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/**
 * The level LOG_LEVEL names (any case), or `info` when it is unset or empty. `valid` is false for a value that
 * names no level, so that the logger can say so instead of silently logging less or more than was asked.
 */
export function logLevelFrom(value: string | undefined): { level: LogLevel; valid: boolean } {
  const wanted = (value ?? '').trim().toLowerCase();
  if (!wanted) return { level: DEFAULT_LOG_LEVEL, valid: true };
  return isLogLevel(wanted) ? { level: wanted, valid: true } : { level: DEFAULT_LOG_LEVEL, valid: false };
}

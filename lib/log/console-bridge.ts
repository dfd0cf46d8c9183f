// Not `server-only`: instrumentation.ts installs it.
import { format } from 'node:util';
import type { Logger } from 'pino';
import { hold, isClaimed, release } from './request-error-claims';

const LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug', trace: 'debug' } as const;
type Method = keyof typeof LEVELS;
type Level = (typeof LEVELS)[Method];
export type ConsoleMethods = Pick<Console, Method>;

/** Colour codes that Next's own lines may carry. */
const ANSI = /\u001b\[[0-9;]*m/g;
/** The mark Next prints before an error it reports (its build/output/log.js). */
const NEXT_ERROR_MARK = '⨯';

/**
 * In production, whatever Next and the packages write with `console` becomes a line of the logger (JSON, errors
 * through its serializer), so that the server writes one format. A request's error is printed by Next just
 * before (or, on some paths, just after) it calls instrumentation.ts's onRequestError, which logs it with the
 * request id, the route and the digest: Next's print of an error that onRequestError claims is dropped. It is
 * held until `later` (the next turn of the event loop) to give onRequestError the time to claim it, and
 * written after all if nobody did.
 */
export function bridgeConsole(log: Logger, target: ConsoleMethods = console, later: (run: () => void) => void = setImmediate): void {
  for (const method of Object.keys(LEVELS) as Method[]) {
    target[method] = (...args: unknown[]) => write(log, LEVELS[method], args, later);
  }
}

function write(log: Logger, level: Level, args: unknown[], later: (run: () => void) => void): void {
  const err = args.find((arg): arg is Error => arg instanceof Error);
  const rest = err ? args.filter((arg) => arg !== err) : args;
  const text = (rest.length > 0 ? format(...rest) : '').replace(ANSI, '').trim();
  if (!err) {
    log[level](text);
    return;
  }
  if (text !== '' && text !== NEXT_ERROR_MARK) {
    log[level]({ err }, text);
    return;
  }
  if (isClaimed(err)) return;
  hold(err);
  later(() => {
    if (release(err)) log[level]({ err }, 'Next.js reported an error');
  });
}

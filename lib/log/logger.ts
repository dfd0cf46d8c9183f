// Not `server-only`: instrumentation.ts logs start-up and request errors with it.
import type { Logger } from 'pino';
import { createLogger } from './create-logger';
import { LOG_LEVELS, logLevelFrom } from './level';
import { outputMode, processStream } from './sinks';

export type { Logger } from 'pino';

function processLogger(): Logger {
  // Read here, not through lib/env.ts: the logger must work before (and when) the environment fails to parse.
  const { level, valid } = logLevelFrom(process.env.LOG_LEVEL);
  const created = createLogger(processStream(outputMode()), level);
  if (!valid) created.warn(`LOG_LEVEL names no level (expected one of ${LOG_LEVELS.join(', ')}): logging at ${level}`);
  return created;
}

// On globalThis, as the database handle: one logger per process, whichever bundle (instrumentation, a route,
// dev hot reload) loads this module.
const store = globalThis as { __hmsLogger?: Logger };

/** The server's one logger. Request code takes requestLog() (./request-log.ts) instead, which adds the request id. */
export const logger: Logger = (store.__hmsLogger ??= processLogger());

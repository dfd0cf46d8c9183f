// Not `server-only`: the logger is also loaded by instrumentation.ts.
import { pino, type DestinationStream, type Logger } from 'pino';
import { DEFAULT_LOG_LEVEL, type LogLevel } from './level';
import { REDACTED, redactPaths } from './redact';
import { scrubText, serializeError } from './serialize-error';

/**
 * A pino logger writing JSON lines to `stream`: ISO times, errors through serializeError, and every key of
 * redact.ts censored wherever it appears (up to four levels down), in a line's fields and a child's bindings.
 */
export function createLogger(stream: DestinationStream, level: LogLevel = DEFAULT_LOG_LEVEL): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths(), censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: {
        // pino makes `log.error(error)` a line whose message is the error's own, unscrubbed: it is scrubbed here.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const message = typeof rest[0] === 'string' ? rest : [scrubText(first.message)];
            return method.apply(this, [{ err: first }, ...message] as unknown as Parameters<typeof method>);
          }
          return method.apply(this, args);
        },
      },
    },
    stream,
  );
}

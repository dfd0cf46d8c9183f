// Not `server-only`: instrumentation.ts installs it.
import type { Logger } from 'pino';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Logs the end of the process: the signal that asked for it, and the exit code. A signal is only listened to when
 * something else already handles it (`next start` does, unless NEXT_MANUAL_SIG_HANDLE is set): a listener of
 * ours alone would keep Node from exiting on it.
 */
export function logProcessEnd(log: Logger, target: NodeJS.Process = process): void {
  for (const signal of SIGNALS) {
    if (target.listenerCount(signal) > 0) target.once(signal, () => log.info({ signal }, 'shutting down'));
  }
  // The logger writes synchronously, so a line written on 'exit' is not lost.
  target.once('exit', (code) => log.info({ code }, 'stopped'));
}

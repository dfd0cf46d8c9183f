import type { Instrumentation } from 'next';
import { startupFailureLine } from './lib/db/startup-failure';
import { claimRequestError } from './lib/log/request-error-claims';

/** Next.js calls this once when a server starts, before it handles any request (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logger } = await import('./lib/log/logger');
    if (process.env.NODE_ENV === 'production') {
      // Next's own lines and the packages' console output become JSON lines of the one logger.
      const { bridgeConsole } = await import('./lib/log/console-bridge');
      bridgeConsole(logger);
    }
    const { logProcessEnd } = await import('./lib/log/process-events');
    logProcessEnd(logger);
    const log = logger.child({ component: 'startup' });
    // The client address must come from the connection (lib/auth/client-address.ts).
    const { installPeerAddressHeader } = await import('./lib/auth/client-address');
    await installPeerAddressHeader();
    try {
      const { ensureDatabase } = await import('./lib/db/startup');
      await ensureDatabase();
    } catch (error) {
      // The server is already listening when it calls this, and would answer 500 to every request:
      // a server without its database must stop, with one line saying why.
      log.fatal({ err: error }, startupFailureLine(error));
      process.exit(1);
    }
    // What a SIGTERM closes once the requests in flight are answered (scripts/graceful-shutdown.cjs).
    const { registerShutdown } = await import('./lib/shutdown');
    registerShutdown();
    const { getEnv } = await import('./lib/env');
    const { migrationJournal } = await import('./lib/health/migrations');
    const env = getEnv();
    // Never DATABASE_URL itself: it holds the password.
    const database = env.DATABASE_URL ? { engine: 'postgres' } : { engine: 'pglite', dataDir: env.DATA_DIR };
    log.info({ ...database, migration: migrationJournal().at(-1)?.tag }, 'database ready, every migration applied');
    // Reminders go out from this server when a channel is configured and REMINDER_POLL_SECONDS is not 0
    // (serverless hosting calls /api/jobs/reminders instead). `next build` never calls register().
    // The embedded database has no autovacuum (lib/db/vacuum.ts): this server vacuums it, now and every hour.
    if (!env.DATABASE_URL) {
      const { startEmbeddedMaintenance } = await import('./lib/db/maintenance');
      startEmbeddedMaintenance();
    }
    // Expired sessions, spent reset links and old mail records are deleted hourly, on PostgreSQL as on the
    // embedded database; queued mails (reset links, notices) are retried every minute.
    const { startHousekeeping } = await import('./lib/housekeeping');
    startHousekeeping({ idleMinutes: env.SESSION_IDLE_MINUTES });
    const { startMailLoop } = await import('./lib/mail/loop');
    startMailLoop();
    const { startReminderLoop } = await import('./lib/reminders/loop');
    if (startReminderLoop(env)) log.info({ everySeconds: env.REMINDER_POLL_SECONDS }, 'reminders: sending due reminders from this process');
    else log.info('reminders: not sent from this process (REMINDER_POLL_SECONDS is 0, or no mail or SMS channel is configured)');
  }
}

/**
 * Every error of a request that Next catches (a page, a route handler, a server action): one line with the request
 * id, the route and the digest that the error screen shows as its reference.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // The same test as register()'s, so that the bundler leaves the logger out of any other runtime's build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // At once, before anything is awaited: Next's own print of this error waits for this claim (console-bridge.ts).
    claimRequestError(error);
    const { logRequestError } = await import('./lib/log/request-error');
    logRequestError(error, request, context);
  }
};

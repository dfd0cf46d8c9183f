import { startupFailureLine } from './lib/db/startup-failure';

/** Next.js calls this once when a server starts, before it handles any request (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The client address must come from the connection (lib/auth/client-address.ts).
    const { installPeerAddressHeader } = await import('./lib/auth/client-address');
    await installPeerAddressHeader();
    try {
      const { ensureDatabase } = await import('./lib/db/startup');
      await ensureDatabase();
    } catch (error) {
      // `next start` is already listening when it calls this, and would answer 500 to every request:
      // a server without its database must stop, with one line saying why (a stack would bury it).
      console.error(startupFailureLine(error));
      process.exit(1);
    }
    // Reminders go out from this server when a channel is configured and REMINDER_POLL_SECONDS is not 0
    // (serverless hosting calls /api/jobs/reminders instead). `next build` never calls register().
    const { getEnv } = await import('./lib/env');
    const { startReminderLoop } = await import('./lib/reminders/loop');
    if (startReminderLoop(getEnv())) console.info(`[reminders] sending due reminders every ${getEnv().REMINDER_POLL_SECONDS} s`);
  }
}

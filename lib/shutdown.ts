import 'server-only';
import { closeDb } from '@/lib/db/client';
import { stopEmbeddedMaintenance } from '@/lib/db/maintenance';
import { stopHousekeeping } from '@/lib/housekeeping';
import { stopMailLoop } from '@/lib/mail/loop';
import { stopReminderLoop } from '@/lib/reminders/loop';

/**
 * What the server closes as it stops, once its requests in flight are answered (scripts/graceful-shutdown.cjs
 * calls it on SIGTERM or SIGINT): the loops stop taking new work, and the database is closed, the embedded one
 * flushed and its folder's lock released, so the next start opens it without recovery.
 */
export async function closeForShutdown(): Promise<void> {
  stopReminderLoop();
  stopEmbeddedMaintenance();
  stopHousekeeping();
  stopMailLoop();
  await closeDb();
}

/** Hands closeForShutdown to the signal handler, which runs before the app is compiled and cannot import it. */
export function registerShutdown(): void {
  (globalThis as { __hmsShutdown?: () => Promise<void> }).__hmsShutdown = closeForShutdown;
}

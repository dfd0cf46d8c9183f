import 'server-only';
import type { ErrorDetails } from '@/lib/error-details';
import { requestLog } from '@/lib/log/request-log';

/**
 * What a screen may say about a failed read: the failure is logged on the server and described plainly, so that
 * no database internals reach the browser. Every screen reads its own database, so nothing here has a status of
 * its own to pass on.
 */
export function loadFailure(error: unknown): ErrorDetails {
  // Screens call this while rendering, synchronously: the line follows as soon as the request's id is read.
  void requestLog().then((log) => log.error({ err: error }, 'a read failed'));
  return { message: 'The data could not be read. Try again in a moment.' };
}

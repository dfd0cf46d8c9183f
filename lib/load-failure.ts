import 'server-only';
import type { ErrorDetails } from '@/lib/error-details';
import { isHospitalApiError } from '@/lib/hospital-api';
import { requestLog } from '@/lib/log/request-log';

/**
 * What a screen may say about a failed read. A hospital API error says its status, text and
 * message; anything else is logged on the server and described plainly, so that no database
 * internals reach the browser.
 */
export function loadFailure(error: unknown): ErrorDetails {
  if (isHospitalApiError(error)) return { status: error.status, statusText: error.statusText, message: error.message };
  // Screens call this while rendering, synchronously: the line follows as soon as the request's id is read.
  void requestLog().then((log) => log.error({ err: error }, 'a read failed'));
  return { message: 'The data could not be read. Try again in a moment.' };
}

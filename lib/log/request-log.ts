import 'server-only';
import { headers } from 'next/headers';
import { logger, type Logger } from './logger';
import { REQUEST_ID_HEADER } from './request-id';

/** The id proxy.ts gave the request being served, or null outside a request (a background job, a test). */
async function currentRequestId(): Promise<string | null> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER);
  } catch {
    // headers() throws outside a request and inside a cache scope: logging goes on without the id.
    return null;
  }
}

/** The logger for code that serves a request: each line carries the request's id. Outside a request, the plain logger. */
export async function requestLog(): Promise<Logger> {
  const requestId = await currentRequestId();
  return requestId ? logger.child({ requestId }) : logger;
}

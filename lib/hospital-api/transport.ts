import 'server-only';
import { GET as getAppointments, POST as postAppointment } from './server/appointments';
import { GET as getMedicalReports } from './server/medical-reports';
import { GET as getTransactions } from './server/transactions';
import { GET as getUsers } from './server/users';
import { getEnv } from '@/lib/env';
import { actFor } from './server/audit';

type Handler = (request: Request) => Promise<Response>;

/** The built-in API, called without a network hop when HOSPITAL_API_URL is not set. */
const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/api/v1/users': { GET: getUsers },
  '/api/v1/medical-reports': { GET: getMedicalReports },
  '/api/v1/transactions': { GET: getTransactions },
  '/api/v1/appointments': { GET: getAppointments, POST: postAppointment },
};

/** Origin of the in-process requests; never resolved, only parsed by the handlers. */
export const IN_PROCESS_ORIGIN = 'http://hospital-api.internal';

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Sends `request` to HOSPITAL_API_URL, or hands it to the route handler in this process. */
export async function send(path: string, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  const baseUrl = getEnv().HOSPITAL_API_URL;
  if (baseUrl) return fetch(`${baseUrl}${path}`, { ...init, cache: 'no-store' });
  const request = new Request(`${IN_PROCESS_ORIGIN}${path}`, init);
  // The app's own call, for the signed-in doctor: the page records what it shows (recordRead), the API does not.
  actFor(request);
  const handler = ROUTES[new URL(request.url).pathname]?.[request.method];
  if (!handler) return Response.json({ error: 'Not found' }, { status: 404, statusText: 'Not Found' });
  return Promise.race([handler(request), whenAborted(init.signal)]);
}

import 'server-only';
import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { getEnv } from '@/lib/env';
import type { AppointmentBookingInput } from '@/lib/validations/appointment';
import type { AppointmentOrder, AppointmentSort, BloodGroup, PatientActivity } from '@/lib/validations/hospital-api';
import type { AppointmentStatus, TransactionStatus } from '@/lib/db/schema/enums';
import type { SortDirection } from '@/lib/validations/table-params';
import {
  createAppointmentResponseSchema,
  errorResponseSchema,
  appointmentsResponseSchema,
  medicalReportsResponseSchema,
  transactionsResponseSchema,
  usersResponseSchema,
  type AppointmentRow,
  type AppointmentsResponse,
  type MedicalReportsResponse,
  type TransactionsResponse,
  type UsersResponse,
} from './contract';
import { HospitalApiError } from './errors';
import { send } from './transport';

// The one way the app reads and writes the hospital API (users, medical reports, transactions, appointments).
// Server-side only: the key and the token never leave the server.

type Credential = 'api-key' | 'bearer';
type Query = Record<string, string | number | undefined>;

function headersFor(credential: Credential): Record<string, string> {
  const env = getEnv();
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (credential === 'api-key') headers['x-api-key'] = env.HOSPITAL_API_KEY;
  else headers.Authorization = `Bearer ${env.HOSPITAL_API_TOKEN}`;
  return headers;
}

function pathWithQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function call<S extends z.ZodType>(
  schema: S,
  {
    path,
    credential,
    method = 'GET',
    query,
    body,
  }: { path: string; credential: Credential; method?: 'GET' | 'POST'; query?: Query; body?: unknown },
): Promise<z.output<S>> {
  const timeoutMs = getEnv().HOSPITAL_API_TIMEOUT_MS;
  const url = pathWithQuery(path, query);
  let response: Response;
  try {
    response = await send(
      url,
      { method, headers: headersFor(credential), body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) },
    );
  } catch (error) {
    // The timeout rejects with a DOMException; its name (not its class, which differs between realms) says so.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new HospitalApiError(`The hospital API did not answer ${method} ${path} within ${timeoutMs} ms`, {
        status: 504,
        statusText: 'Gateway Timeout',
        kind: 'timeout',
        cause: error,
      });
    }
    throw new HospitalApiError(`The hospital API could not be reached for ${method} ${path}`, {
      status: 503,
      statusText: 'Service Unavailable',
      kind: 'network',
      cause: error,
    });
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    if (!response.ok) throw httpError(response, undefined, method, path);
    throw new HospitalApiError(`The hospital API answered ${method} ${path} with a body that is not JSON`, {
      status: 502,
      statusText: 'Bad Gateway',
      kind: 'invalid-response',
      cause: error,
    });
  }
  if (!response.ok) throw httpError(response, payload, method, path);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new HospitalApiError(`The hospital API answered ${method} ${path} with an unexpected shape`, {
      status: 502,
      statusText: 'Bad Gateway',
      kind: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data;
}

function httpError(response: Response, payload: unknown, method: string, path: string): HospitalApiError {
  const known = errorResponseSchema.safeParse(payload);
  return new HospitalApiError(known.success ? known.data.error : `The hospital API answered ${method} ${path} with ${response.status}`, {
    status: response.status,
    // In-process responses carry no reason phrase; use the standard one.
    statusText: response.statusText || STATUS_CODES[response.status] || '',
    kind: 'http',
    issues: known.success ? known.data.issues : undefined,
    nextFreeSlots: known.success ? known.data.nextFreeSlots : undefined,
  });
}

export interface ListPatientsParams {
  /** From 1. */
  page: number;
  /** 1 to 100. */
  limit: number;
  /** Case-insensitive "contains" on the full name, across all patients. */
  search?: string;
  state?: string;
  bloodGroup?: BloodGroup;
  /** Patients with a completed visit in the last 12 months (active) or a visit still to be seen (pending). */
  visits?: PatientActivity;
}

/** GET /api/v1/users: one page of patients and the pagination. */
export function listPatients({ page, limit, search, state, bloodGroup, visits }: ListPatientsParams): Promise<UsersResponse> {
  return call(usersResponseSchema, { path: '/api/v1/users', credential: 'api-key', query: { page, limit, search, state, bloodGroup, visits } });
}

/** Which page of a list: every list but the patients' answers its last page for a page past the end. */
interface PageParams {
  /** From 1; a page past the end answers the last page. */
  page?: number;
  /** 1 to 100 (default 10). */
  limit?: number;
}

export interface ListMedicalReportsParams extends PageParams {
  patientId?: number;
}

/** A list of things on dates: a page of them, between two days, of one patient, by the patient's name. */
interface DatedListParams extends PageParams {
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  /** Inclusive, YYYY-MM-DD. */
  to?: string;
  patientId?: number;
  /** Case-insensitive "contains" on the patient's name. */
  search?: string;
}

/** GET /api/v1/medical-reports: one page, newest first, of one patient when `patientId` is given, and the pagination. */
export function listMedicalReports({ page, limit, patientId }: ListMedicalReportsParams = {}): Promise<MedicalReportsResponse> {
  return call(medicalReportsResponseSchema, { path: '/api/v1/medical-reports', credential: 'api-key', query: { page, limit, patientId } });
}

export interface ListTransactionsParams extends DatedListParams {
  /** Only transactions of that status. */
  status?: TransactionStatus;
}

/** GET /api/v1/transactions: one page, newest first, with their line items, and the pagination. */
export function listTransactions({ page, limit, from, to, patientId, search, status }: ListTransactionsParams = {}): Promise<TransactionsResponse> {
  return call(transactionsResponseSchema, { path: '/api/v1/transactions', credential: 'bearer', query: { page, limit, from, to, patientId, search, status } });
}

/** `from`/`to` are the Show dropdown's reach (see lib/validations/appointment-range.ts). */
export interface ListAppointmentsParams extends DatedListParams {
  /** Without it, the list's own order. */
  sort?: AppointmentSort;
  dir?: SortDirection;
  /** Latest first (the default), or upcoming: the earliest first. */
  order?: AppointmentOrder;
  /** With `from`: the time of that day the list starts at ("HH:MM"). */
  fromTime?: string;
  /** That doctor's appointments only. */
  doctorId?: number;
  /** Only appointments in one of these states. */
  status?: readonly AppointmentStatus[];
}

/** GET /api/v1/appointments: one page (latest first, or by name) and the pagination. */
export function listAppointments({ page, limit, from, fromTime, to, patientId, doctorId, status, search, sort, dir, order }: ListAppointmentsParams = {}): Promise<AppointmentsResponse> {
  return call(appointmentsResponseSchema, {
    path: '/api/v1/appointments',
    credential: 'bearer',
    query: { page, limit, from, fromTime, to, patientId, doctorId, status: status?.join(','), search, sort, dir, order },
  });
}

/**
 * POST /api/v1/appointments: books it (status pending) with `doctorId`, or the first doctor free then, and
 * returns the created row. An invalid form or a time in the past throws a HospitalApiError with status 400
 * and the issues per field; a time outside the doctor's hours or already booked, 409 with `nextFreeSlots`.
 */
export async function createAppointment(input: AppointmentBookingInput): Promise<AppointmentRow> {
  const { data } = await call(createAppointmentResponseSchema, { path: '/api/v1/appointments', credential: 'bearer', method: 'POST', body: input });
  return data;
}

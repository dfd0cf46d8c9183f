import 'server-only';
import type { z } from 'zod';
import type { ApiIssue } from '@/lib/hospital-api/contract';
import { requestLog } from '@/lib/log/request-log';
import { queryObject } from '@/lib/hospital-api/schema';

export function errorResponse(status: number, error: string, { issues, headers }: { issues?: ApiIssue[]; headers?: HeadersInit } = {}): Response {
  return Response.json(issues ? { error, issues } : { error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export const json = (body: unknown, status = 200): Response =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

const toIssues = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({
    code: issue.code,
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    message: issue.message,
  }));

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The query string checked against `schema`; a 400 with the issues otherwise. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(queryObject(new URL(request.url).searchParams));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: errorResponse(400, 'Invalid query parameters', { issues: toIssues(result.error) }) };
}

/** The JSON body checked against `schema`; a 400 for a body that is not JSON or not valid. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return {
      ok: false,
      response: errorResponse(400, 'Invalid JSON body', { issues: [{ code: 'invalid_json', path: [], message: 'The request body is not valid JSON' }] }),
    };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: errorResponse(400, 'Invalid request body', { issues: toIssues(result.error) }) };
}

/** A failure that is not the caller's (the database is down): logged, and answered without details. */
export async function serverError(error: unknown): Promise<Response> {
  (await requestLog()).error({ err: error, component: 'hospital-api' }, 'a hospital API request failed');
  return errorResponse(500, 'Internal server error');
}

type Handler<C extends unknown[]> = (request: Request, ...context: C) => Promise<Response>;

/**
 * The last line of defence of every handler: whatever escapes it (a bug, the database down) is logged and
 * answered as JSON, never as Next's HTML error page. Bad input must not get here: it is a 400 before.
 * A dynamic route's handler gets Next's `{ params }` as its second argument.
 */
export function jsonHandler<C extends unknown[] = []>(handler: Handler<C>): Handler<C> {
  return async (request, ...context) => {
    try {
      return await handler(request, ...context);
    } catch (error) {
      return await serverError(error);
    }
  };
}

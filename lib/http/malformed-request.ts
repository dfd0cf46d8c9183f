// Requests that Next would answer with a 500 because it fails while parsing them, before any code of ours
// runs: answered here, from proxy.ts, with the 4xx they deserve. Not `server-only`: proxy.ts imports it.
import { argumentsProblem } from './action-body';
import { readActionMultipart } from './action-multipart';
import { logger } from '@/lib/log/logger';

/** next.config.mjs's `experimental.serverActions.bodySizeLimit` ('6mb'), in bytes as Next counts it. */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** A request refused before Next sees it: its status, and the `error` it is answered with (it quotes nothing sent). */
export interface Refusal {
  status: 400 | 403 | 413;
  error: string;
}

const badBody = (problem: string): Refusal => ({ status: 400, error: `Bad request: the action’s body does not decode (${problem})` });

/**
 * The answer to a refused request, in the shape of the app's other errors (lib/hospital-api/server/respond.ts's
 * errorResponse: JSON `{ error }`, never stored), and one warning line: a client's mistake (or probe) is no failure
 * of the server, so no error line and no stack. The line says what was refused and never what was sent.
 */
export function refusalResponse(refusal: Refusal, requestId: string): Response {
  logger.child({ requestId }).warn({ component: 'proxy', status: refusal.status, reason: refusal.error }, 'refused a malformed request');
  return Response.json({ error: refusal.error }, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } });
}

/** A percent-encoded path that is no UTF-8 (`%ED%A0%80`, a lone surrogate): Next's parameter decoding throws on it. */
export function undecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * `/login?next=/€` with the `next` percent-encoded, on the app's own address `appUrl` (configuration, never the
 * request's Host), or null when `next` is plain ASCII already. The login page redirects a signed-in doctor to
 * `next`, and a Location header with a character outside Latin-1 makes Node throw ("Invalid character in header
 * content"); encoded, it leads to the same page.
 */
export function asciiNext(url: URL, appUrl: string): URL | null {
  const next = url.searchParams.get('next');
  if (next === null || /^[\x20-\x7e]*$/.test(next)) return null;
  const encoded = new URL(`${url.pathname}${url.search}`, appUrl);
  try {
    encoded.searchParams.set('next', encodeURI(next));
  } catch {
    // A lone surrogate cannot be encoded: no page is there to go back to.
    encoded.searchParams.delete('next');
  }
  return encoded;
}

/** An Origin header's origin ("https://hms.example"), or null for one that is no URL ("null", garbage). */
function originOf(header: string): string | null {
  try {
    const origin = new URL(header).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * A server action that Next would fail on while reading it, refused as what it is: 403 for an Origin that is not
 * the app's own (`appOrigin`, from APP_URL: configuration, never the request's Host or X-Forwarded-Host, which the
 * client can set), 413 for a body over the limit, 400 for a body whose arguments Next cannot decode
 * (lib/http/action-body.ts, lib/http/action-multipart.ts). A server action is a POST with `Next-Action` (the page's script
 * calls it) or any multipart POST (a form posted before the script loaded, which Next reads as an action: it fails
 * with a 500 on a form that does not parse or a foreign Origin). Null for anything else. With no `appOrigin`
 * (development, where APP_URL may not be the address the browser uses) the Origin is left to Next's own check.
 */
export async function malformedAction(request: Request, appOrigin: string | null): Promise<Refusal | null> {
  if (request.method !== 'POST') return null;
  // Next's own tests, to the letter: a type that begins with multipart/form-data (case and all) is a form, read by
  // busboy for a called action; an exact url-encoded type is answered 404 by Next; anything else, a missing type
  // too, is read as text.
  const type = request.headers.get('content-type');
  const multipart = type?.startsWith('multipart/form-data') === true;
  const called = request.headers.has('next-action');
  if (!called && !multipart) return null;
  const origin = request.headers.get('origin');
  if (origin !== null && appOrigin !== null && originOf(origin) !== new URL(appOrigin).origin) {
    return { status: 403, error: 'Forbidden: this action is answered only to pages of this site' };
  }
  const tooLarge: Refusal = { status: 413, error: 'Payload too large: at most 6 MB' };
  if (Number(request.headers.get('content-length') ?? 0) > ACTION_BODY_LIMIT_BYTES) return tooLarge;
  if (type === 'application/x-www-form-urlencoded') return null;
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    return badBody('it could not be read');
  }
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES) return tooLarge;
  if (!called) return await postedFormProblem(body, type ?? '');
  let model: string;
  if (multipart) {
    const form = readActionMultipart(body, type ?? '');
    if (!form.ok) return badBody(form.problem);
    model = form.model;
  } else {
    // As Next decodes it: invalid UTF-8 becomes U+FFFD, and a byte-order mark stays (JSON.parse refuses it).
    model = new TextDecoder('utf-8', { ignoreBOM: true }).decode(body);
  }
  const problem = argumentsProblem(model);
  return problem === null ? null : badBody(problem);
}

/**
 * A form posted without script: Next parses it with the platform's FormData (as here), then calls the action its
 * `$ACTION_ID_<id>` field names with it. A `$ACTION_REF_` field names an action with bound arguments, decoded from
 * further fields, which no form of this app renders.
 */
async function postedFormProblem(body: Uint8Array<ArrayBuffer>, type: string): Promise<Refusal | null> {
  let form: FormData;
  try {
    form = await new Request('http://localhost/', { method: 'POST', headers: { 'Content-Type': type }, body }).formData();
  } catch {
    return badBody('the form does not parse');
  }
  for (const name of form.keys()) if (name.startsWith('$ACTION_REF_')) return badBody('a form action with bound arguments');
  return null;
}

/**
 * The X-Forwarded-Host that Next's own server-action check (Origin against X-Forwarded-Host, else Host) is given:
 * the host of APP_URL in production, the same address malformedAction checks the Origin against, and none in
 * development (Next compares the Origin with the Host the browser connected to). The client's header, or one a
 * proxy passed on from it, is never read.
 */
export function forwardedHostFor(appOrigin: string | null): string | null {
  return appOrigin === null ? null : new URL(appOrigin).host;
}

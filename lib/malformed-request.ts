// Requests that Next would answer with a 500 because it fails while parsing them, before any code of ours
// runs: answered here, from proxy.ts, with the 4xx they deserve. Not `server-only`: proxy.ts imports it.

/** next.config.mjs's `experimental.serverActions.bodySizeLimit` ('6mb'), in bytes as Next counts it. */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

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
 * `/login?next=/€` with the `next` percent-encoded, or null when it is plain ASCII already. The login page
 * redirects a signed-in doctor to `next`, and a Location header with a character outside Latin-1 makes Node
 * throw ("Invalid character in header content"); encoded, it leads to the same page.
 */
export function asciiNext(url: URL): URL | null {
  const next = url.searchParams.get('next');
  if (next === null || /^[\x20-\x7e]*$/.test(next)) return null;
  const encoded = new URL(url);
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
 * A server action (a POST with `Next-Action`) that Next would fail on while reading it, answered as what it is:
 * 403 for an Origin that is not the app's own (`appOrigin`, from APP_URL: configuration, never the request's
 * Host or X-Forwarded-Host, which the client can set), 413 for a body over the limit, 400 for a body that does
 * not decode (not the JSON or the form data an action sends). Null for anything else. With no `appOrigin`
 * (development, where APP_URL may not be the address the browser uses) the Origin is left to Next's own check.
 */
export async function malformedAction(request: Request, appOrigin: string | null): Promise<Response | null> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null;
  const origin = request.headers.get('origin');
  if (origin !== null && appOrigin !== null && originOf(origin) !== new URL(appOrigin).origin) {
    return plain(403, 'Forbidden: this action is answered only to pages of this site');
  }
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > ACTION_BODY_LIMIT_BYTES) return plain(413, 'Payload too large: at most 6 MB');
  if (!request.body) return null;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const body = request.clone();
  try {
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      await body.formData();
    } else {
      const text = await body.text();
      if (new TextEncoder().encode(text).length > ACTION_BODY_LIMIT_BYTES) return plain(413, 'Payload too large: at most 6 MB');
      JSON.parse(text);
    }
  } catch {
    return plain(400, 'Bad request: the action’s body does not decode');
  }
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

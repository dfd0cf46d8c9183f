import { NextResponse, type NextRequest } from 'next/server';
import { readSessionId, sessionCookieName } from '@/lib/auth/session-cookie';
import { getEnv } from '@/lib/env';
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/log/request-id';
import { asciiNext, forwardedHostFor, malformedAction, refusalResponse, undecodablePath } from '@/lib/http/malformed-request';
import { contentSecurityPolicy, createNonce, framedBySelf, staticSecurityHeaders } from '@/lib/http/security-headers';

/**
 * Four jobs, all cheap: malformed requests answered with a 4xx before Next parses them (lib/http/malformed-request.ts), security headers on every response (a report's file alone may be framed, and only by
 * the app's own pages), a request id on every request and its response (lib/log/request-id.ts: the logs' lines
 * carry it), and a redirect to /login for a request to the doctor area that carries no well-signed
 * session cookie. It is not the guard: every doctor page, action and write handler calls requireDoctor(), which
 * checks the session row. Nothing here trusts request headers such as x-middleware-subrequest, RSC or prefetch
 * markers, nor a client's x-request-id (only a proxy of ours may name the request, and only as TRUSTED_PROXY_HOPS says),
 * nor its Host or X-Forwarded-Host: every address built here comes from APP_URL.
 */
export async function proxy(request: NextRequest) {
  const production = process.env.NODE_ENV === 'production';
  const { pathname, search } = request.nextUrl;
  const framed = framedBySelf(pathname);
  // The app's own address comes from configuration (APP_URL), never from a header; in development it may not be
  // the address in the browser, so there Next checks actions against the Host.
  const appOrigin = production ? getEnv().APP_URL : null;
  // Where the proxy sends a browser is built on APP_URL too (in development its default, http://localhost:3000),
  // never on the request's Host, which the client writes. Next sends such a redirect as a bare path when the
  // request came to that address, and as the configured address otherwise.
  const appUrl = getEnv().APP_URL;
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER), getEnv().TRUSTED_PROXY_HOPS);
  const withHeaders = (response: NextResponse, framedResponse = false) => withResponseHeaders(response, { production, framed: framedResponse, requestId });

  // Malformed requests that Next would fail on while parsing them (a 500): answered here with their 4xx, as JSON
  // `{ error }`, and logged as one warning line.
  const refused = undecodablePath(pathname) ? { status: 400 as const, error: 'Bad request: the path is not valid UTF-8' } : await malformedAction(request, appOrigin);
  if (refused) {
    const answer = refusalResponse(refused, requestId);
    return withHeaders(new NextResponse(answer.body, answer));
  }
  // The login page redirects a signed-in doctor to `next`: sent back here with it percent-encoded, so that its
  // redirect carries a valid Location header.
  const encodedNext = pathname === '/login' ? asciiNext(request.nextUrl, appUrl) : null;
  if (encodedNext) return withHeaders(NextResponse.redirect(encodedNext));

  // Everything outside the doctor area passes without a session: the pages that say so, and the health checks
  // (/api/health, /api/health/ready) that a load balancer calls with no cookie.
  if (isDoctorArea(pathname)) {
    const sessionId = await readSessionId(request.cookies.get(sessionCookieName())?.value, getEnv().SESSION_SECRET);
    if (!sessionId) {
      const login = new URL('/login', appUrl);
      login.searchParams.set('next', `${pathname}${search}`);
      return withHeaders(NextResponse.redirect(login));
    }
  }

  // Build assets need only the static headers; documents get a fresh nonce.
  if (pathname.startsWith('/_next/')) return withHeaders(NextResponse.next());

  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, production, framed);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.set('x-pathname', `${pathname}${search}`);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  // Next checks a server action's Origin against X-Forwarded-Host before Host. Whatever the client sent there is
  // dropped unread; in production the header then carries APP_URL's host, from configuration alone
  // (lib/http/malformed-request.ts forwardedHostFor; e2e/trust.spec.ts forges it).
  requestHeaders.delete('x-forwarded-host');
  const configuredHost = forwardedHostFor(appOrigin);
  if (configuredHost) requestHeaders.set('x-forwarded-host', configuredHost);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  return withHeaders(response, framed);
}

function isDoctorArea(pathname: string) {
  return pathname === '/doctor' || pathname.startsWith('/doctor/');
}

function withResponseHeaders(response: NextResponse, { production, framed, requestId }: { production: boolean; framed: boolean; requestId: string }) {
  for (const [name, value] of Object.entries(staticSecurityHeaders(production, framed))) response.headers.set(name, value);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

// Every path: the headers belong on every response.
export const config = {
  matcher: '/:path*',
};

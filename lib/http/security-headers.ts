/**
 * The one path the app frames itself: a report's file, which the reports drawer and preview show in the
 * browser's own PDF viewer. Only the app's own pages may frame it; every other path may be framed by nobody.
 */
const FRAMED_BY_SELF = /^\/doctor\/reports\/attachments\/[^/]+$/;

export function framedBySelf(pathname: string): boolean {
  return FRAMED_BY_SELF.test(pathname);
}

/**
 * The security headers of every response. The Content-Security-Policy carries a fresh nonce per request;
 * Next.js reads it from the request's CSP header and puts it on its own scripts. Styles allow inline
 * because Radix and sonner position their layers with inline styles.
 */
export function contentSecurityPolicy(nonce: string, production: boolean, framed = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** Headers that do not change per request (`framed`: the response may be framed by the app itself). */
export function staticSecurityHeaders(production: boolean, framed = false): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': framed ? 'SAMEORIGIN' : 'DENY',
    // The app uses no camera, microphone or location: no page (nor anything injected into one) may ask.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // A window the app opens, or that opens the app, gets no handle on the other.
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

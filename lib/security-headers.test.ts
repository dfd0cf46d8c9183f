import { contentSecurityPolicy, createNonce, staticSecurityHeaders } from './security-headers';

describe('content security policy', () => {
  it('allows scripts by nonce only, with no eval in production', () => {
    const csp = contentSecurityPolicy('abc', true);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it('allows eval in development, where React needs it for error overlays', () => {
    expect(contentSecurityPolicy('abc', false)).toContain("'unsafe-eval'");
  });
});

describe('static security headers', () => {
  it('always sets nosniff and the referrer policy', () => {
    expect(staticSecurityHeaders(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
  it('denies camera, microphone and location, and isolates the window from cross-origin openers', () => {
    for (const production of [true, false]) {
      expect(staticSecurityHeaders(production)).toMatchObject({
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      });
    }
  });
  it('sets HSTS in production only', () => {
    expect(staticSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(staticSecurityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('nonce', () => {
  it('differs every time', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});

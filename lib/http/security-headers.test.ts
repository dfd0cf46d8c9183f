import { contentSecurityPolicy, createNonce, framedBySelf, staticSecurityHeaders } from './security-headers';

describe('content security policy', () => {
  it('allows scripts by nonce only, with no eval in production', () => {
    const csp = contentSecurityPolicy('abc', true);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it("lets the app itself frame a framed path, and nobody else; every other path is framed by nobody", () => {
    const framed = contentSecurityPolicy('abc', true, true);
    expect(framed).toContain("frame-ancestors 'self'");
    expect(framed).not.toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy('abc', true, false)).toContain("frame-ancestors 'none'");
    expect(staticSecurityHeaders(true, true)['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(staticSecurityHeaders(true)['X-Frame-Options']).toBe('DENY');
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

describe('framedBySelf', () => {
  it("is a report's file only", () => {
    expect(framedBySelf('/doctor/reports/attachments/12')).toBe(true);
    for (const path of ['/', '/login', '/doctor/reports', '/doctor/reports/attachments', '/doctor/reports/attachments/12/x', '/doctor/avatar/1', '/x/doctor/reports/attachments/1']) {
      expect(framedBySelf(path)).toBe(false);
    }
  });
});

describe('nonce', () => {
  it('differs every time', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});

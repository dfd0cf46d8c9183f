import { ACTION_BODY_LIMIT_BYTES, asciiNext, forwardedHostFor, malformedAction, undecodablePath } from './malformed-request';

/** APP_URL, as proxy.ts passes it in production. */
const APP = 'http://localhost:3000';

const action = (init: { body?: BodyInit; headers?: Record<string, string> }) =>
  new Request('http://localhost:3000/doctor/patients', {
    method: 'POST',
    body: init.body,
    headers: { 'next-action': 'abc123', host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'text/plain;charset=UTF-8', ...init.headers },
  });

describe('undecodablePath', () => {
  it('finds a percent-encoded path that is no UTF-8, on every route that takes a segment', () => {
    for (const path of ['/doctor/avatar/%ED%A0%80', '/doctor/appointment/%ED%A0%80', '/doctor/edit-diagnosis/%ED%A0%80', '/doctor/patients/%ED%A0%80', '/doctor/patients/%ED%A0%80/edit', '/x/%C3', '/%FF']) {
      expect(undecodablePath(path)).toBe(true);
    }
    for (const path of ['/doctor/patients/12', '/doctor/patients/%E2%82%AC', '/a%20b', '/']) expect(undecodablePath(path)).toBe(false);
  });
});

describe('asciiNext', () => {
  it('percent-encodes a non-ASCII next (a redirect header cannot carry it), and leaves an ASCII one alone', () => {
    expect(asciiNext(new URL('http://x/login?next=/%E2%82%AC'))?.searchParams.get('next')).toBe('/%E2%82%AC');
    expect(asciiNext(new URL('http://x/login?next=/doctor/patients?search=Ad%C3%A9'))?.searchParams.get('next')).toBe('/doctor/patients?search=Ad%C3%A9');
    expect(asciiNext(new URL('http://x/login?next=/doctor/dashboard'))).toBeNull();
    expect(asciiNext(new URL('http://x/login'))).toBeNull();
  });
});

describe('malformedAction', () => {
  it('lets a well-formed action through, and anything that is no action', async () => {
    expect(await malformedAction(action({ body: '["$K1"]' }), APP)).toBeNull();
    const form = new FormData();
    form.set('1_id', '3');
    const multipart = new Request('http://localhost:3000/doctor/patients', { method: 'POST', body: form, headers: { 'next-action': 'a', host: 'localhost:3000', origin: 'http://localhost:3000' } });
    expect(await malformedAction(multipart, APP)).toBeNull();
    expect(await malformedAction(new Request('http://localhost:3000/x', { method: 'POST', body: 'not json' }), APP)).toBeNull();
    expect(await malformedAction(new Request('http://localhost:3000/x'), APP)).toBeNull();
  });

  it('answers 403 to a forged or unreadable Origin, as Next’s check would refuse it', async () => {
    for (const origin of ['https://evil.example', 'null', 'not a url']) {
      expect((await malformedAction(action({ body: '[]', headers: { origin } }), APP))?.status).toBe(403);
    }
  });

  it('takes the site from APP_URL, never from the Host or X-Forwarded-Host a client can set', async () => {
    const forged = { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await malformedAction(action({ body: '[]', headers: forged }), APP))?.status).toBe(403);
    expect(await malformedAction(action({ body: '[]', headers: { 'x-forwarded-host': 'evil.example' } }), APP)).toBeNull();
    // Without APP_URL's word (development) the Origin is Next's to check.
    expect(await malformedAction(action({ body: '[]', headers: { origin: 'https://evil.example' } }), null)).toBeNull();
  });

  it('gives Next the forwarded host of APP_URL in production and none in development, whatever the request says', () => {
    expect(forwardedHostFor('https://clinic.example:8443')).toBe('clinic.example:8443');
    expect(forwardedHostFor('http://127.0.0.1:3100')).toBe('127.0.0.1:3100');
    expect(forwardedHostFor(null)).toBeNull();
  });

  it('answers 400 to a body that does not decode, and 413 to one over the limit', async () => {
    for (const body of ['{', '\u0000garbage', '["$K1"']) expect((await malformedAction(action({ body }), APP))?.status).toBe(400);
    const broken = action({ body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', headers: { 'content-type': 'multipart/form-data; boundary=y' } });
    expect((await malformedAction(broken, APP))?.status).toBe(400);
    const big = action({ body: 'x', headers: { 'content-length': String(ACTION_BODY_LIMIT_BYTES + 1) } });
    expect((await malformedAction(big, APP))?.status).toBe(413);
    expect((await malformedAction(action({ body: `"${'x'.repeat(ACTION_BODY_LIMIT_BYTES)}"` }), APP))?.status).toBe(413);
  });
});

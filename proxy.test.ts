import { NextRequest } from 'next/server';
import { resetEnvForTests } from '@/lib/env';
import { proxy } from './proxy';

/** The headers NextResponse.next() hands on to the app, as Next's proxy protocol carries them. */
const passedOn = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

const get = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost${path}`, { headers }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('proxy.ts: the request id', () => {
  const hops = process.env.TRUSTED_PROXY_HOPS;
  afterEach(() => {
    if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = hops;
    resetEnvForTests();
  });

  it('gives every request a new id, passed on to the app and set on the response', async () => {
    const first = await get('/about');
    const id = first.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(passedOn(first, 'x-request-id')).toBe(id);
    expect((await get('/about')).headers.get('x-request-id')).not.toBe(id);
  });

  it('sets it on the responses the proxy answers itself: a redirect to sign in, a malformed path', async () => {
    for (const response of [await get('/doctor/patients'), await get('/%ED%A0%80')]) {
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it("replaces a client's id when no proxy of ours is trusted", async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvForTests();
    const response = await get('/about', { 'x-request-id': 'client-chosen-request-id' });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(passedOn(response, 'x-request-id')).toMatch(UUID);
  });

  it("keeps a trusted proxy's id of the expected shape, and replaces any other", async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    const kept = await get('/about', { 'x-request-id': 'lb-3f2a9c1d77aa' });
    expect(kept.headers.get('x-request-id')).toBe('lb-3f2a9c1d77aa');
    expect(passedOn(kept, 'x-request-id')).toBe('lb-3f2a9c1d77aa');
    const replaced = await get('/about', { 'x-request-id': 'bad id {"level":60}' });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('proxy.ts: the health checks', () => {
  it.each(['/api/health', '/api/health/ready'])('%s passes without a session and keeps the security headers', async (path) => {
    const response = await get(path);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('proxy.ts: the addresses it sends a browser to', () => {
  const appUrl = process.env.APP_URL;
  beforeEach(() => {
    process.env.APP_URL = 'https://hms.clinic.example';
    resetEnvForTests();
  });
  afterEach(() => {
    if (appUrl === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = appUrl;
    resetEnvForTests();
  });

  /** A request that came with the client's own Host and X-Forwarded-Host. */
  const forged = (path: string) => proxy(new NextRequest(`http://attacker.example${path}`, { headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } }));

  it('signs a signed-out request in on APP_URL, whatever host the request names', async () => {
    const response = await forged('/doctor/dashboard?tab=today');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('https://hms.clinic.example/login?next=%2Fdoctor%2Fdashboard%3Ftab%3Dtoday');
  });

  it("sends /login with a next outside ASCII back to itself, encoded, on APP_URL", async () => {
    const response = await forged('/login?next=/doctor/patients?search=Ad%C3%A9');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('https://hms.clinic.example');
    expect(location.searchParams.get('next')).toBe('/doctor/patients?search=Ad%C3%A9');
  });
});

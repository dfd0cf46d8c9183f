import { createLogger } from './create-logger';
import { logRequestError } from './request-error';

describe('logRequestError (instrumentation.ts onRequestError)', () => {
  it('writes one line with the request id, the route, the method and the digest, never the path\'s query', () => {
    const written: string[] = [];
    const log = createLogger({ write: (line: string) => void written.push(line) });
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2417093864' });
    logRequestError(
      error,
      { path: '/doctor/patients?search=Chinedu+Okafor', method: 'GET', headers: { 'x-request-id': 'a1b2c3d4-0000-4000-8000-000000000000', cookie: '__Host-hms_session=secret-cookie' } },
      { routerKind: 'App Router', routePath: '/doctor/patients', routeType: 'render', renderSource: 'react-server-components', revalidateReason: undefined },
      log,
    );
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0])).toEqual(
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        requestId: 'a1b2c3d4-0000-4000-8000-000000000000',
        route: '/doctor/patients',
        routeType: 'render',
        method: 'GET',
        digest: '2417093864',
        err: expect.objectContaining({ digest: '2417093864' }),
      }),
    );
    expect(written[0]).not.toContain('Chinedu');
    expect(written[0]).not.toContain('secret-cookie');
  });
});

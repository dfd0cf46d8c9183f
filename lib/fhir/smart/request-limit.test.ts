import { withSeededDatabase } from '@/tests/seeded-database';
import { registerTestSystem } from '@/tests/smart-client';
import { takeRequest } from './request-limit';

const handle = withSeededDatabase();

describe('a connected system’s requests per minute', () => {
  it('lets the first `perMinute` of a minute through, holds the next until the minute ends, and starts again in the next', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, 0) + seconds * 1000);
    for (const second of [0, 10, 20]) expect(await takeRequest(handle.db, system.id, 3, at(second))).toEqual({ allowed: true });
    expect(await takeRequest(handle.db, system.id, 3, at(45))).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect(await takeRequest(handle.db, system.id, 3, at(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await takeRequest(handle.db, system.id, 3, at(60))).toEqual({ allowed: true });
  });

  it('counts each system apart', async () => {
    const one = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const two = await registerTestSystem(handle.db, { scopes: 'system/*.rs' });
    const now = new Date(Date.UTC(2026, 10, 29, 11, 0, 0));
    expect(await takeRequest(handle.db, one.id, 1, now)).toEqual({ allowed: true });
    expect(await takeRequest(handle.db, one.id, 1, now)).toMatchObject({ allowed: false });
    expect(await takeRequest(handle.db, two.id, 1, now)).toEqual({ allowed: true });
  });
});

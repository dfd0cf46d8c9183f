import { readSessionId, sessionCookieName, signSessionId } from './session-cookie';

const SECRET = 'test-secret-test-secret-test-secret-42';
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe('session cookie', () => {
  it('round-trips the session id', async () => {
    const value = await signSessionId('abc123', inAnHour(), SECRET);
    await expect(readSessionId(value, SECRET)).resolves.toBe('abc123');
  });

  it('refuses a value with one byte altered', async () => {
    const value = await signSessionId('abc123', inAnHour(), SECRET);
    const i = value.length - 5;
    const altered = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
    await expect(readSessionId(altered, SECRET)).resolves.toBeNull();
  });

  it('refuses a value signed with another secret', async () => {
    const value = await signSessionId('abc123', inAnHour(), 'another-secret-another-secret-another');
    await expect(readSessionId(value, SECRET)).resolves.toBeNull();
  });

  it('refuses an expired value, garbage and nothing', async () => {
    const expired = await signSessionId('abc123', new Date(Date.now() - 1000), SECRET);
    await expect(readSessionId(expired, SECRET)).resolves.toBeNull();
    await expect(readSessionId('not-a-jwt', SECRET)).resolves.toBeNull();
    await expect(readSessionId(undefined, SECRET)).resolves.toBeNull();
  });

  it('uses the __Host- prefix in production only', () => {
    expect(sessionCookieName(true)).toBe('__Host-hms_session');
    expect(sessionCookieName(false)).toBe('hms_session');
  });
});

import { KNOWN_BROWSER_LIFETIME_MS, knownBrowserCookieName, knownBrowserId, knownBrowserToken } from './known-browser';

const SECRET = 'a-test-secret-a-test-secret-0123456789';
const now = new Date('2026-11-21T08:00:00Z');

describe('known browser token', () => {
  it('names the browser to the account it was made for, and to no other', () => {
    const { value, browserId, expiresAt } = knownBrowserToken(7, SECRET, now);
    expect(knownBrowserId(value, 7, SECRET, now)).toBe(browserId);
    expect(browserId.length).toBeGreaterThanOrEqual(20);
    expect(expiresAt.getTime() - now.getTime()).toBe(KNOWN_BROWSER_LIFETIME_MS);
    expect(knownBrowserId(value, 8, SECRET, now)).toBeNull();
    expect(knownBrowserId(value, 7, `${SECRET}-rotated`, now)).toBeNull();
    expect(knownBrowserToken(7, SECRET, now).browserId).not.toBe(browserId);
  });

  it('is refused when altered, malformed, missing or past its lifetime', () => {
    const { value } = knownBrowserToken(7, SECRET, now);
    const [account, issued, id, signature] = value.split('.');
    expect(knownBrowserId(`8.${issued}.${id}.${signature}`, 8, SECRET, now)).toBeNull();
    expect(knownBrowserId(`${account}.${issued}.other-browser.${signature}`, 7, SECRET, now)).toBeNull();
    expect(knownBrowserId(`${account}.${Number(issued) + 1}.${id}.${signature}`, 7, SECRET, now)).toBeNull();
    expect(knownBrowserId(value.slice(0, -1), 7, SECRET, now)).toBeNull();
    expect(knownBrowserId('not-a-token', 7, SECRET, now)).toBeNull();
    expect(knownBrowserId(undefined, 7, SECRET, now)).toBeNull();
    expect(knownBrowserId(value, 7, SECRET, new Date(now.getTime() + KNOWN_BROWSER_LIFETIME_MS - 1000))).not.toBeNull();
    expect(knownBrowserId(value, 7, SECRET, new Date(now.getTime() + KNOWN_BROWSER_LIFETIME_MS + 1000))).toBeNull();
  });

  it('has a cookie per account, named without its id, __Host- in production', () => {
    expect(knownBrowserCookieName(7, SECRET, false)).toMatch(/^hms_known_browser_[0-9a-f]{16}$/);
    expect(knownBrowserCookieName(7, SECRET, true)).toMatch(/^__Host-hms_known_browser_[0-9a-f]{16}$/);
    expect(knownBrowserCookieName(7, SECRET, false)).not.toBe(knownBrowserCookieName(8, SECRET, false));
  });
});

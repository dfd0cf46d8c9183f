import { isApplePlatform } from './use-shortcut-label';

describe('isApplePlatform (⌘K or Ctrl K in the top bar)', () => {
  it.each([
    [{ platform: 'MacIntel' }, true],
    [{ platform: 'iPhone' }, true],
    [{ platform: 'Win32' }, false],
    [{ platform: 'Linux x86_64' }, false],
    [{ platform: '', userAgentData: { platform: 'macOS' } }, true],
    [{ platform: 'MacIntel', userAgentData: { platform: 'Windows' } }, false],
    [{ platform: '' }, false],
  ])('%j: %s', (nav, expected) => {
    expect(isApplePlatform(nav as unknown as Navigator)).toBe(expected);
  });
});

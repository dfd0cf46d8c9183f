import { afterLoginPath, isSafeNextPath } from './next-path';

describe('next path', () => {
  it.each(['/doctor/patients', '/doctor/patients?page=2', '/doctor/appointment/4'])('accepts %s', (path) => {
    expect(isSafeNextPath(path)).toBe(true);
    expect(afterLoginPath(path)).toBe(path);
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'doctor', '', '/a\nb', null, undefined])(
    'refuses %p and goes to the dashboard',
    (path) => {
      expect(isSafeNextPath(path)).toBe(false);
      expect(afterLoginPath(path)).toBe('/doctor/dashboard');
    },
  );
});

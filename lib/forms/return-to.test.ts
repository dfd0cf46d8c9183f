import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/doctor/appointment/12', '/doctor/patients/4', '/doctor/patients/4?testsPage=2', '/doctor/patients/4#tests'])('accepts the doctor-area path %s', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it('takes the first of repeated parameters', () => {
    expect(safeReturnTo(['/doctor/patients/4', 'https://evil.example'])).toBe('/doctor/patients/4');
    expect(safeReturnTo(['https://evil.example', '/doctor/patients/4'])).toBeNull();
  });

  it.each([
    'https://evil.example/doctor/',
    'http:/doctor/patients',
    'javascript:alert(1)',
    '//evil.example/doctor/',
    '/\\evil.example',
    '\\\\evil.example',
    '/doctor\\..\\..\\login',
    '/doctor/%5c%5cevil.example',
    '/doctor//evil.example',
    '/doctor/%2F%2Fevil.example',
    '/doctor/../login',
    '/doctor/%2e%2e/login',
    '/doctor/.%2E/api/v1/users',
    '/doctor/./patients',
    '/doctor/patients\n/evil',
    '/doctor/patients%0d%0aSet-Cookie:x',
    '/doctor/%zz',
    '/login',
    '/doctorx/patients',
    '/doctor',
    'doctor/patients',
    ' /doctor/patients',
    '',
    `/doctor/${'a'.repeat(2001)}`,
    null,
    undefined,
    42,
    { href: '/doctor/patients' },
  ])('refuses %p', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

import { isActive } from './nav-items';

describe('the active sidebar link', () => {
  it.each([
    ['/doctor/dashboard', '/doctor/dashboard', true],
    ['/doctor/settings', '/doctor/settings/edit-profile', true],
    ['/doctor/schedule', '/doctor/Schedule', true],
    ['/doctor/diagnosis', '/doctor/edit-diagnosis/3', true],
    ['/doctor/diagnosis', '/doctor/diagnosis-category', true],
    ['/doctor/appointments', '/doctor/appointment/7', true],
    ['/doctor/patients', '/doctor/patientsx', false],
    ['/doctor/dashboard', '/doctor/patients', false],
  ])('%s is active on %s: %s', (href, pathname, expected) => {
    expect(isActive(href, pathname)).toBe(expected);
  });
});

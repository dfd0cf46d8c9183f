import { NAV_ITEMS, isActive } from './nav-items';

describe('sidebar links', () => {
  it('are the nine links of the spec, in order', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.href])).toEqual([
      ['Dashboard', '/doctor/dashboard'],
      ['Patients', '/doctor/patients'],
      ['Appointments', '/doctor/appointments'],
      ['Diagnosis', '/doctor/diagnosis'],
      ['Transactions', '/doctor/transactions'],
      ['Reports', '/doctor/reports'],
      ['Schedules', '/doctor/schedule'],
      ['Prescription', '/doctor/prescription'],
      ['Settings', '/doctor/settings'],
    ]);
  });

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

import { ADMIN_NAV_ITEMS, NAV_ITEMS, isActive, navItemsFor } from './nav-items';

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

describe('the screens a doctor may jump to', () => {
  it('are the sidebar links, and for administrators the Staff and Audit screens too', () => {
    expect(navItemsFor(false)).toBe(NAV_ITEMS);
    expect(navItemsFor(true).map((item) => item.label)).toEqual([...NAV_ITEMS.map((item) => item.label), 'Staff', 'Audit', 'Voided records']);
    expect(ADMIN_NAV_ITEMS.map((item) => item.href)).toEqual(['/doctor/settings/staff', '/doctor/settings/audit', '/doctor/settings/voided']);
  });
});

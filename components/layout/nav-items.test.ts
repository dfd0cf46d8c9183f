import { ADMIN_NAV_ITEMS, NAV_ITEMS, isActive, navItemsFor, sidebarItemsFor } from './nav-items';

describe('the active sidebar link', () => {
  it.each([
    ['/doctor/dashboard', '/doctor/dashboard', true],
    ['/doctor/settings', '/doctor/settings/edit-profile', true],
    ['/doctor/schedule', '/doctor/Schedule', true],
    ['/doctor/diagnosis', '/doctor/edit-diagnosis/3', true],
    ['/doctor/diagnosis', '/doctor/diagnosis-category', true],
    ['/doctor/appointments', '/doctor/appointment/7', true],
    ['/doctor/wards', '/doctor/wards', true],
    ['/doctor/wards', '/doctor/admissions/4', false],
    ['/doctor/patients', '/doctor/patientsx', false],
    ['/doctor/dashboard', '/doctor/patients', false],
  ])('%s is active on %s: %s', (href, pathname, expected) => {
    expect(isActive(href, pathname)).toBe(expected);
  });
});

describe('the screens a doctor may jump to', () => {
  it('are the sidebar links, and for administrators the Staff, Audit, Voided records and Wards and beds screens too', () => {
    expect(navItemsFor(false)).toBe(NAV_ITEMS);
    expect(navItemsFor(true).map((item) => item.label)).toEqual([...NAV_ITEMS.slice(0, -1).map((item) => item.label), 'Lab', 'Settings', 'Staff', 'Audit', 'Voided records', 'Wards and beds']);
    expect(ADMIN_NAV_ITEMS.map((item) => item.href)).toEqual(['/doctor/settings/staff', '/doctor/settings/audit', '/doctor/settings/voided', '/doctor/settings/wards']);
  });
});

describe('the sidebar of each role', () => {
  it('is the clinical links for a doctor, with Lab before Settings for an administrator, and only Lab and Settings for a lab scientist', () => {
    expect(sidebarItemsFor('doctor')).toBe(NAV_ITEMS);
    // The bed board after Appointments, for doctors and administrators; never a lab scientist's.
    expect(NAV_ITEMS.map((item) => item.label)).toEqual(['Dashboard', 'Patients', 'Appointments', 'Wards', 'Diagnosis', 'Transactions', 'Reports', 'Schedules', 'Prescription', 'Settings']);
    expect(NAV_ITEMS.find((item) => item.label === 'Wards')?.href).toBe('/doctor/wards');
    expect(sidebarItemsFor('administrator').map((item) => item.label)).toEqual([...NAV_ITEMS.slice(0, -1).map((item) => item.label), 'Lab', 'Settings']);
    expect(sidebarItemsFor('lab-scientist').map((item) => item.href)).toEqual(['/doctor/lab', '/doctor/settings']);
  });
});

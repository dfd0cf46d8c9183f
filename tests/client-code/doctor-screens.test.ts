import { clientEntriesOf, packagesNamed, shipped } from './shipped';

// What every doctor page loads is the layout's code plus the screen's own; code for what a doctor opens
// on demand (the palette, dialogs, sheets, forms) comes when first opened. These checks follow the imports from
// each page's server files to the client components they render, and from those to what the browser gets.

/**
 * Libraries no screen needs at load: forms and parsing belong to the parts opened on demand, or to the server;
 * sonner comes with the first toast (components/ui/lazy-toaster.tsx).
 */
const NEVER_AT_LOAD = ['drizzle-orm', 'libphonenumber-js', 'cmdk', 'pg', '@electric-sql/pglite', 'sonner'];
/** Form libraries: only a screen that is a form loads them with the page. */
const FORMS = ['zod', 'react-hook-form', '@hookform/resolvers'];

const LAYOUTS = ['app/layout.tsx', 'app/doctor/layout.tsx'];

/** The phone-measured screens that are lists or views (no form on arrival), by their page's server files. */
const VIEWS: Record<string, string[]> = {
  dashboard: ['app/doctor/dashboard/page.tsx'],
  patients: ['app/doctor/patients/page.tsx'],
  appointments: ['app/doctor/appointments/page.tsx'],
  chart: ['app/doctor/patients/[id]/(chart)/layout.tsx', 'app/doctor/patients/[id]/(chart)/page.tsx'],
  'visit page': ['app/doctor/appointment/[id]/page.tsx'],
  prescriptions: ['app/doctor/prescription/page.tsx'],
  transactions: ['app/doctor/transactions/page.tsx'],
  reports: ['app/doctor/reports/page.tsx'],
  wards: ['app/doctor/wards/page.tsx'],
};

describe('what the browser loads with a doctor page', () => {
  it('the layouts: no database, phone, palette or form library with every page', () => {
    const { packages } = shipped(clientEntriesOf(LAYOUTS));
    expect(packagesNamed(packages, [...NEVER_AT_LOAD, ...FORMS, '@tanstack/react-table'])).toEqual([]);
  });

  it.each(Object.entries(VIEWS))('%s: no form library, no database or phone parsing, no palette', (_screen, serverFiles) => {
    const entries = clientEntriesOf([...LAYOUTS, ...serverFiles]);
    expect(entries.length).toBeGreaterThan(0);
    const { packages } = shipped(entries);
    expect(packagesNamed(packages, [...NEVER_AT_LOAD, ...FORMS])).toEqual([]);
  });

  // Radix's menus, selects and popovers bring the positioning library (floating-ui): a list's fetch it when first
  // pointed at, focused or pressed (components/ui/dropdown-menu-on-demand.tsx, select-on-demand.tsx,
  // popover-on-demand.tsx).
  it.each(Object.entries(VIEWS))('%s: no Radix dropdown menu, select or popover at load', (_screen, serverFiles) => {
    const { files } = shipped(clientEntriesOf([...LAYOUTS, ...serverFiles]));
    expect(['components/ui/dropdown-menu.tsx', 'components/ui/select.tsx', 'components/ui/popover.tsx'].filter((file) => files.has(file))).toEqual([]);
  });

  // Its schema (zod and the resolver) comes at the form's first check (components/forms/lazy-form-resolver.ts).
  it('the new prescription form loads react-hook-form, but not zod, and no database or phone parsing', () => {
    const { packages } = shipped(clientEntriesOf([...LAYOUTS, 'app/doctor/prescription/create-prescription/page.tsx']));
    expect(packagesNamed(packages, FORMS)).toEqual(['react-hook-form']);
    expect(packagesNamed(packages, NEVER_AT_LOAD)).toEqual([]);
  });

  // Each Radix Select mounted with the page re-rendered itself at once to collect its options: the form's dropdowns
  // are SelectOnDemand buttons until first wanted (components/forms/select-field.tsx).
  it("the new prescription form's dropdowns bring no Radix Select with the page", () => {
    const { files } = shipped(clientEntriesOf([...LAYOUTS, 'app/doctor/prescription/create-prescription/page.tsx']));
    expect(files.has('components/forms/select-field.tsx')).toBe(true);
    expect(files.has('components/ui/select.tsx')).toBe(false);
  });
});

/**
 * What the doctor area's error boundary calls the screen that failed, from its path: the most specific
 * prefix first. Each screen keeps the words its own boundary used to say.
 */
const TITLES: ReadonlyArray<readonly [prefix: string, title: string]> = [
  ['/doctor/diagnosis-category', 'Could not load the diagnosis categories'],
  ['/doctor/diagnosis', 'Could not load the diagnosis tests'],
  ['/doctor/edit-diagnosis/', 'Could not load the diagnosis test'],
  ['/doctor/new-diagnosis', 'Could not load the diagnosis test form'],
  ['/doctor/prescription/create-prescription', 'Could not load the prescription form'],
  ['/doctor/prescription/demo', 'Could not show the sample prescription'],
  ['/doctor/prescription/prescriptionn-details', 'Could not load the prescription'],
  ['/doctor/prescription', 'Could not load the prescriptions'],
  ['/doctor/settings/staff', 'Could not load the staff'],
  ['/doctor/settings/wards', 'Could not load the wards and beds'],
  ['/doctor/settings', 'Could not load the settings'],
  ['/doctor/schedule', 'Could not load the schedule'],
  ['/doctor/Schedule', 'Could not load the schedule'],
  ['/doctor/reports', 'Could not load the reports'],
  ['/doctor/transactions', 'Could not load the transactions'],
  ['/doctor/dashboard', 'Could not load the dashboard'],
  ['/doctor/patients', 'Could not load the patients'],
  ['/doctor/appointments', 'Could not load the appointments'],
  ['/doctor/appointment/', 'Could not load the appointment'],
  ['/doctor/wards', 'Could not load the wards'],
  ['/doctor/admissions/', 'Could not load the admission'],
];

export function errorTitle(pathname: string | null): string {
  const path = pathname ?? '';
  const match = TITLES.find(([prefix]) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  return match ? match[1] : 'Could not load this page';
}

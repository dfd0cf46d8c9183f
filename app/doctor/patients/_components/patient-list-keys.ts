// Plain values shared by the page (server) and the list's controls (browser). Nothing here imports zod:
// lib/lists/table-params.ts would bring it, and libphonenumber-js with it, into the browser.

/** The open patient's reports keep their table state beside ?patient= under this prefix (?reportsPage=). */
export const REPORTS_PREFIX = 'reports';

/**
 * Reset whenever the list or the open patient changes: another patient's reports start at their first page.
 * tableParamKeys(REPORTS_PREFIX).page, written out (patient-list-keys.test.ts holds them equal).
 */
export const REPORTS_PAGE_KEY = 'reportsPage';

/** The id of a patient card's View Details button, where focus goes back when the side sheet closes. */
export const viewDetailsId = (patientId: number) => `view-details-${patientId}`;

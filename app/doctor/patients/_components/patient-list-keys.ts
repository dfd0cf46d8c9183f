import { tableParamKeys } from '@/lib/validations/table-params';

/** The open patient's reports keep their table state beside ?patient= under this prefix (?reportsPage=). */
export const REPORTS_PREFIX = 'reports';

/** Reset whenever the list or the open patient changes: another patient's reports start at their first page. */
export const REPORTS_PAGE_KEY = tableParamKeys(REPORTS_PREFIX).page;

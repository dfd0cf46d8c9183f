import { tableParamKeys } from '@/lib/validations/table-params';

/** Rows per page of each list on a patient's chart (not in the spec: a chart shows a few of each). */
export const CHART_PAGE_SIZE = 5;

/**
 * Each list of the chart keeps its page in the URL under its own prefix (`?appointmentsPage=2&testsPage=3`),
 * so that a reload or a shared link shows the same pages.
 */
export const CHART_LISTS = {
  appointments: 'appointments',
  tests: 'tests',
  prescriptions: 'prescriptions',
  transactions: 'transactions',
  reports: 'reports',
} as const;

export type ChartList = keyof typeof CHART_LISTS;

export const chartPageKey = (list: ChartList) => tableParamKeys(CHART_LISTS[list]).page;

/** The state useTableUrl needs for a chart list: only the page moves. */
export const chartTableParams = (page: number) => ({ page, pageSize: CHART_PAGE_SIZE, q: '', sort: null, dir: 'asc' as const });

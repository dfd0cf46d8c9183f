/** Rows per page of each list on a patient's chart: a chart shows a few of each, its list's own screen the rest. */
export const CHART_PAGE_SIZE = 5;

/**
 * The chart's lists, in the order it shows them: each a section with its heading, how many in all and a link to
 * its screen. Each keeps its page in the URL under its own name (`?appointmentsPage=2&testsPage=3`), so that a
 * reload or a shared link shows the same pages.
 */
export const CHART_LISTS = {
  appointments: { id: 'appointments', title: 'Appointments', link: { href: '/doctor/appointments', label: 'All appointments' } },
  tests: { id: 'diagnosis-tests', title: 'Diagnosis tests', link: { href: '/doctor/diagnosis', label: 'All diagnosis tests' } },
  prescriptions: { id: 'prescriptions', title: 'Prescriptions', link: { href: '/doctor/prescription', label: 'All prescriptions' } },
  transactions: { id: 'transactions', title: 'Transactions', link: { href: '/doctor/transactions', label: 'All transactions' } },
  reports: { id: 'medical-reports', title: 'Medical reports', link: undefined },
  // A handful of stays per patient, each leading to its admission page: listed whole, never paged.
  admissions: { id: 'admissions', title: 'Admissions', link: undefined },
  // What came in with a record from another hospital or system: they have no screen of their own, only the chart.
  problems: { id: 'problems', title: 'Problems', link: undefined },
  immunizations: { id: 'immunizations', title: 'Immunizations', link: undefined },
  // What a record observed that is neither a vital sign the clinic measures nor a laboratory result.
  otherObservations: { id: 'other-observations', title: 'Other observations', link: undefined },
  visitsElsewhere: { id: 'visits-elsewhere', title: 'Visits elsewhere', link: undefined },
  // Not the clinic's prescriptions: its title says so, since it sits under them.
  medicationHistory: { id: 'medication-history', title: 'Medication history from elsewhere', link: undefined },
} as const;

export type ChartList = keyof typeof CHART_LISTS;


/** The state useTableUrl needs for a chart list: only the page moves. */
export const chartTableParams = (page: number) => ({ page, pageSize: CHART_PAGE_SIZE, q: '', sort: null, dir: 'asc' as const });

// The patient chart's parts, each its own address under /doctor/patients/{id}: the Overview (vitals, current
// medicines and appointments) at the chart's own address, then the lab's results (what a doctor looks for next),
// then one screen per list. A doctor opens the chart many times a day;
// one part per request keeps every open fast at 100,000 patients (docs/benchmark.md, "The patient chart"), and a link can
// name the part it means (a voided prescription opens the chart's Prescriptions).

export const CHART_TABS = {
  overview: { segment: '', label: 'Overview' },
  results: { segment: 'results', label: 'Results' },
  tests: { segment: 'diagnosis-tests', label: 'Diagnosis tests' },
  prescriptions: { segment: 'prescriptions', label: 'Prescriptions' },
  transactions: { segment: 'transactions', label: 'Transactions' },
  reports: { segment: 'medical-reports', label: 'Medical reports' },
  access: { segment: 'access-history', label: 'Access history' },
} as const;

export type ChartTab = keyof typeof CHART_TABS;

/** The address of a part of a patient's chart (the Overview without `tab`). */
export function patientChartHref(patientId: number, tab: ChartTab = 'overview'): string {
  const { segment } = CHART_TABS[tab];
  return segment ? `/doctor/patients/${patientId}/${segment}` : `/doctor/patients/${patientId}`;
}

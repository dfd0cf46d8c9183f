/**
 * How a diagnosis test is named where another record points at it (a prescription's diagnosis, the test a visit's
 * prescription treats, the printout): its report number and category, "RPT-13 · Hypertension".
 */
export const diagnosisTestLabel = (test: { reportNumber: string; category: string }): string => `${test.reportNumber} · ${test.category}`;

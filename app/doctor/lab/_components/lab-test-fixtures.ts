import type { Analyte } from '@/lib/lab/queries/analytes';
import type { LabOrderDetail, LabOrderLine, LabResultView } from '@/lib/lab/queries/order-detail';
import { LAB_CATALOGUE } from '@/lib/lab/rules/catalogue';

// Orders as getLabOrder answers them, built from the shipped catalogue, for the Lab screen's component tests.

let nextId = 1;

/** A test of the catalogue as an order's line sees it; `panel` names the panel it was ordered in. */
export function analyteOf(code: string, panel: string | null = null): Analyte {
  const test = LAB_CATALOGUE.find((candidate) => candidate.code === code);
  if (!test) throw new Error(`No test ${code} in the catalogue`);
  const id = LAB_CATALOGUE.indexOf(test) + 1;
  return {
    testId: id,
    orderTestId: panel ? 1000 : 2000 + id,
    code: test.code,
    name: test.name,
    loinc: test.loinc,
    loincDisplay: test.loincDisplay,
    kind: test.kind,
    unit: test.unit ?? null,
    decimals: test.decimals ?? 1,
    choices: test.choices ? [...test.choices] : null,
    normalChoices: test.normalChoices ? [...test.normalChoices] : null,
    criticalChoices: test.criticalChoices ? [...test.criticalChoices] : null,
    ranges: [...(test.ranges ?? [])],
    criticalLow: test.criticalLow ?? null,
    criticalHigh: test.criticalHigh ?? null,
    panel,
  };
}

/** A stored result of a line. */
export function resultOf(analyte: Analyte, value: Partial<LabResultView>): LabResultView {
  return {
    id: nextId++,
    testId: analyte.testId,
    valueNumber: null,
    valueText: null,
    unit: analyte.unit,
    rangeLow: null,
    rangeHigh: null,
    flag: null,
    enteredAt: '2026-11-30T09:40:00.000Z',
    enteredBy: 'Ngozi Eze',
    supersededAt: null,
    amendReason: null,
    ...value,
  };
}

export const lineOf = (analyte: Analyte, result: LabResultView | null = null, earlier: LabResultView[] = []): LabOrderLine => ({ analyte, result, earlier });

/** A collected order of an adult of the given sex (born 1990; the specimen taken 30 November 2026). */
export function orderOf(sex: 'male' | 'female', lines: LabOrderLine[], changes: Partial<LabOrderDetail> = {}): LabOrderDetail {
  return {
    id: 41,
    number: 123,
    status: 'collected',
    priority: 'stat',
    note: 'pale, febrile',
    patient: { id: 7, name: sex === 'male' ? 'Emeka Nwosu' : 'Chioma Okafor', patientNumber: 61, gender: sex, dateOfBirth: '1990-04-02', ageYears: 36 },
    appointmentId: null,
    orderedBy: 'Dr. Ada Obi',
    orderedById: 1,
    orderedAt: '2026-11-30T08:00:00.000Z',
    accession: 'A-100',
    collectedAt: '2026-11-30T08:30:00.000Z',
    collectedBy: 'Ngozi Eze',
    resultedAt: null,
    resultedById: null,
    verifiedBy: null,
    selfVerified: false,
    releasedAt: null,
    amendedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    reviewedAt: null,
    reviewedBy: null,
    reviewNote: null,
    lines,
    ...changes,
  };
}

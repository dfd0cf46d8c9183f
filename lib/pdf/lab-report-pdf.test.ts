import type { Analyte } from '@/lib/lab/queries/analytes';
import type { LabOrderDetail, LabResultView } from '@/lib/lab/queries/order-detail';
import { pdfPages, pdfText } from '@/tests/pdf-text';
import { toLabReportDocument } from './lab-report-document';
import { labReportPdf } from './lab-report-pdf';

/** The text with line breaks as spaces: a wrapped value reads as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const analyte = (overrides: Partial<Analyte>): Analyte => ({
  testId: 1,
  orderTestId: 1,
  code: 'haemoglobin',
  name: 'Haemoglobin',
  loinc: '718-7',
  loincDisplay: 'Hemoglobin [Mass/volume] in Blood',
  kind: 'number',
  unit: 'g/dL',
  decimals: 1,
  choices: null,
  normalChoices: null,
  criticalChoices: null,
  ranges: [],
  criticalLow: 7,
  criticalHigh: 22,
  panel: null,
  ...overrides,
});

const result = (overrides: Partial<LabResultView>): LabResultView => ({
  id: 1,
  testId: 1,
  valueNumber: null,
  valueText: null,
  unit: null,
  rangeLow: null,
  rangeHigh: null,
  flag: null,
  enteredAt: '2026-03-15T08:40:00.000Z',
  enteredBy: 'Ngozi Eze',
  supersededAt: null,
  amendReason: null,
  ...overrides,
});

/** A released order: a full blood count (two of its parts), a malaria RDT, and a glucose amended after release. */
const ORDER: LabOrderDetail = {
  id: 45,
  number: 45,
  status: 'released',
  priority: 'stat',
  note: 'Fever for three days, pale',
  patient: { id: 9, name: 'Chiamaka Ọkafor', patientNumber: 123, gender: 'female', dateOfBirth: '1991-06-20', ageYears: 34 },
  appointmentId: null,
  orderedBy: 'Dr. Adaeze Nwankwo',
  orderedById: 1,
  orderedAt: '2026-03-15T07:30:00.000Z',
  accession: 'GC-2026-0045',
  collectedAt: '2026-03-15T07:45:00.000Z',
  collectedBy: 'Ngozi Eze',
  resultedAt: '2026-03-15T08:40:00.000Z',
  resultedById: 3,
  verifiedBy: 'Bayo Ade',
  selfVerified: false,
  releasedAt: '2026-03-15T09:00:00.000Z',
  amendedAt: '2026-03-15T11:05:00.000Z',
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  reviewedAt: null,
  reviewedBy: null,
  reviewNote: null,
  lines: [
    {
      analyte: analyte({ panel: 'Full blood count' }),
      result: result({ valueNumber: 6.2, unit: 'g/dL', rangeLow: 12, rangeHigh: 15.5, flag: 'critical-low' }),
      earlier: [],
    },
    {
      analyte: analyte({ testId: 2, code: 'platelet-count', name: 'Platelet count', unit: '10*9/L', decimals: 0, panel: 'Full blood count' }),
      result: result({ testId: 2, valueNumber: 250, unit: '10*9/L', rangeLow: 150, rangeHigh: 400, flag: 'normal' }),
      earlier: [],
    },
    {
      analyte: analyte({ testId: 3, orderTestId: 2, code: 'malaria-rdt', name: 'Malaria parasite RDT', kind: 'choice', unit: null, normalChoices: ['Negative'] }),
      result: result({ testId: 3, valueText: 'Positive', flag: 'abnormal' }),
      earlier: [],
    },
    {
      analyte: analyte({ testId: 4, orderTestId: 3, code: 'glucose-random', name: 'Random blood glucose', unit: 'mmol/L' }),
      result: result({ id: 9, testId: 4, valueNumber: 13.1, unit: 'mmol/L', rangeLow: 3.9, rangeHigh: 7.8, flag: 'high', enteredAt: '2026-03-15T11:05:00.000Z', amendReason: 'Typed from the wrong tube.' }),
      earlier: [result({ id: 5, testId: 4, valueNumber: 3.1, unit: 'mmol/L', flag: 'low', supersededAt: '2026-03-15T11:05:00.000Z' })],
    },
  ],
};

const SOURCE = { order: ORDER, specimens: ['Whole blood (EDTA)', 'Capillary blood', 'Plasma (fluoride)'] };
const CLINIC = { clinicName: 'Garden City Specialist Hospital' };

describe('toLabReportDocument', () => {
  it('groups a panel’s parts under its name and the tests ordered alone together, each with value, unit, range and flag in words', () => {
    const document = toLabReportDocument(SOURCE, CLINIC);
    expect(document.groups.map((group) => [group.panel, group.rows.map((row) => row.test)])).toEqual([
      ['Full blood count', ['Haemoglobin', 'Platelet count']],
      [null, ['Malaria parasite RDT', 'Random blood glucose']],
    ]);
    expect(document.groups[0].rows[0]).toEqual({ test: 'Haemoglobin', result: '6.2', unit: 'g/dL', range: '12–15.5', flag: 'Critical low', note: '' });
    expect(document.groups[0].rows[1]).toMatchObject({ result: '250', range: '150–400', flag: 'Normal' });
    expect(document.groups[1].rows[0]).toMatchObject({ result: 'Positive', unit: '', range: 'Negative', flag: 'Abnormal' });
    expect(document.groups[1].rows[1].note).toBe('Amended 15 Mar 2026, 12:05 by Ngozi Eze: Typed from the wrong tube. Earlier: 3.1.');
    expect(document).toMatchObject({
      orderNumber: 'LAB-000045',
      fileName: 'lab-report-LAB-000045.pdf',
      patient: { name: 'Chiamaka Ọkafor', number: 'P-000123', age: '34 years', sex: 'Female' },
      verifiedBy: 'Bayo Ade',
      specimen: { types: 'Whole blood (EDTA), Capillary blood, Plasma (fluoride)', accession: 'GC-2026-0045', collectedAt: '15 Mar 2026, 08:45' },
    });
  });

  it('says a self-verified order so, and a small child’s age in months', () => {
    const document = toLabReportDocument(
      { ...SOURCE, order: { ...ORDER, selfVerified: true, verifiedBy: 'Ngozi Eze', patient: { ...ORDER.patient, dateOfBirth: '2025-01-10' } } },
      CLINIC,
    );
    expect(document.verifiedBy).toBe('Ngozi Eze (self-verified)');
    expect(document.patient.age).toBe('14 months');
  });
});

describe('labReportPdf', () => {
  it('is a PDF carrying the clinic, the order, the patient, the specimen, every result and who verified it, in that order', async () => {
    const bytes = await labReportPdf(toLabReportDocument(SOURCE, CLINIC));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = flat(pdfText(bytes));
    const inOrder = [
      'Garden City Specialist Hospital',
      'Laboratory report LAB-000045',
      'Patient Chiamaka Ọkafor',
      'P-000123',
      '34 years, Female',
      'Dr. Adaeze Nwankwo',
      '15 Mar 2026, 08:30',
      'STAT',
      'Fever for three days, pale',
      'Whole blood (EDTA), Capillary blood, Plasma (fluoride)',
      'GC-2026-0045',
      '15 Mar 2026, 08:45',
      'Full blood count',
      'Haemoglobin 6.2 g/dL 12–15.5 Critical low',
      'Platelet count 250 10*9/L 150–400 Normal',
      'Malaria parasite RDT Positive — Negative Abnormal',
      'Random blood glucose 13.1 mmol/L 3.9–7.8 High Amended 15 Mar 2026, 12:05 by Ngozi Eze: Typed from the wrong tube. Earlier: 3.1.',
      'Verified and released by Bayo Ade Released at 15 Mar 2026, 10:00 Last amended at 15 Mar 2026, 12:05',
    ].map((value) => [value, text.indexOf(value)] as const);
    for (const [value, at] of inOrder) expect({ value, found: at >= 0 }).toEqual({ value, found: true });
    const positions = inOrder.map(([, at]) => at);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).toContain('Page 1 of 1');
  });

  it('runs onto further pages with a long order, the results’ header repeated', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...ORDER.lines[3], analyte: { ...ORDER.lines[3].analyte, testId: 100 + index, name: `Analyte ${index + 1}` } }));
    const pages = pdfPages(await labReportPdf(toLabReportDocument({ ...SOURCE, order: { ...ORDER, lines: many } }, CLINIC)));
    expect(pages.length).toBeGreaterThan(1);
    expect(flat(pages[1])).toMatch(/^Test Result Unit Reference range Flag Notes Analyte/);
    expect(flat(pages.join(' '))).toContain('Analyte 60');
  });
});

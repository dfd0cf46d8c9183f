import { pdfPages, pdfText } from '@/tests/pdf-text';
import type { AdmissionDetail } from '@/lib/admissions/queries/admission';
import type { DischargeMedicine } from '@/lib/admissions/queries/discharge-medicines';
import type { BedStay } from '@/lib/admissions/queries/stays';
import { medicineLine, toDischargeSummaryDocument, type DischargeSummaryDocument } from './discharge-summary-document';
import { dischargeSummaryPdf } from './discharge-summary-pdf';

const ADMISSION: AdmissionDetail = {
  id: 12,
  patient: { id: 3, fullName: 'Chiamaka Ọkafor', patientNumber: 123, dateOfBirth: '1972-03-01', dateOfBirthEstimated: false, gender: 'female' },
  allergies: { status: 'not-recorded', allergies: [] },
  appointmentId: null,
  admittingDoctorId: 1,
  admittingDoctorName: 'Dr. Adaeze Nwankwo',
  reason: 'Severe malaria with vomiting',
  expectedDays: 5,
  admittedAt: '2026-11-26T08:00:00.000Z',
  plan: 'IV artesunate',
  bed: { wardId: 2, wardName: 'Ward B', bedId: 5, bedLabel: 'Bed 5' },
  discharge: {
    dischargedAt: '2026-11-30T10:30:00.000Z',
    dischargedBy: 'Dr. Bayo Ade',
    disposition: 'home',
    diagnoses: 'Severe falciparum malaria',
    course: 'Three doses of IV artesunate, then oral artemether-lumefantrine.\nAfebrile from day 2.',
    procedures: '',
    followUpDate: '2026-12-14',
    followUpAppointmentId: 77,
  },
};

const STAYS: BedStay[] = [
  { id: 1, wardName: 'Ward B', bedLabel: 'Bed 4', fromAt: '2026-11-26T08:00:00.000Z', toAt: '2026-11-27T08:00:00.000Z', reason: null, movedBy: 'Dr. Adaeze Nwankwo' },
  { id: 2, wardName: 'Ward B', bedLabel: 'Bed 5', fromAt: '2026-11-27T08:00:00.000Z', toAt: '2026-11-30T10:30:00.000Z', reason: 'Closer to the nurses’ station', movedBy: 'Dr. Bayo Ade' },
];

const MEDICINE: DischargeMedicine = {
  prescriptionId: 9,
  medicineId: 4,
  name: 'Artemether-lumefantrine',
  strength: '20/120 mg',
  form: 'tablet',
  doseAmount: 4,
  doseUnit: 'tablet',
  dosage: '',
  route: 'oral',
  interval: 'bd',
  durationDays: 3,
  durationUnit: 'days',
  time: 'after meal',
  comment: 'With fatty food',
};

const flat = (text: string) => text.replace(/\s+/g, ' ');
const summary = (overrides: Partial<AdmissionDetail['discharge'] & object> = {}, medicines: DischargeMedicine[] = [MEDICINE]): DischargeSummaryDocument =>
  toDischargeSummaryDocument({ admission: { ...ADMISSION, discharge: { ...ADMISSION.discharge!, ...overrides } }, stays: STAYS, medicines }, { clinicName: 'Grace Community Hospital' })!;

describe('toDischargeSummaryDocument', () => {
  it('has nothing to print while the patient is in', () => {
    expect(toDischargeSummaryDocument({ admission: { ...ADMISSION, discharge: null }, stays: STAYS, medicines: [] }, { clinicName: 'X' })).toBeUndefined();
  });

  it('writes the values as the screens do: the clinic’s clock, the patient number, the age on leaving, the medicine’s words', () => {
    expect(summary()).toMatchObject({
      fileName: 'discharge-summary-12.pdf',
      patient: { name: 'Chiamaka Ọkafor', number: 'P-000123', age: '54 years', sex: 'Female' },
      admittedAt: '26 Nov 2026, 09:00',
      dischargedAt: '30 Nov 2026, 11:30',
      disposition: 'Home',
      followUp: '14 Dec 2026 (a visit is booked)',
      medicines: [{ name: 'Artemether-lumefantrine 20/120 mg tablet', dose: '4 tablets', route: 'Oral (PO)', frequency: 'Twice daily (BD)', duration: '3 days', notes: 'After meal; With fatty food' }],
    });
    expect(medicineLine(MEDICINE)).toBe('Artemether-lumefantrine 20/120 mg tablet: 4 tablets, Oral (PO), Twice daily (BD), 3 days');
  });
});

describe('dischargeSummaryPdf', () => {
  it('is a PDF carrying every part of the summary, in the printed order, signed by the discharging doctor', async () => {
    const bytes = await dischargeSummaryPdf(summary());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = flat(pdfText(bytes));
    const order = [
      'Grace Community Hospital',
      'Discharge summary',
      'Chiamaka Ọkafor',
      'P-000123',
      '54 years, Female',
      '26 Nov 2026, 09:00',
      '30 Nov 2026, 11:30',
      'Home',
      'REASON FOR ADMISSION Severe malaria with vomiting',
      'WARDS AND BEDS',
      'Bed 4',
      'Closer to the nurses’ station',
      'DIAGNOSES Severe falciparum malaria',
      'COURSE IN HOSPITAL Three doses of IV artesunate',
      'Afebrile from day 2.',
      'PROCEDURES None',
      'MEDICINES ON DISCHARGE',
      'Artemether-lumefantrine 20/120 mg tablet',
      'Twice daily (BD)',
      'FOLLOW-UP 14 Dec 2026 (a visit is booked)',
      'Dr. Bayo Ade Discharging doctor',
    ].map((value) => text.indexOf(value));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('Page 1 of 1');
  });

  it('says when there is no follow-up and no medicine, and runs onto more pages with the tables’ headers repeated', async () => {
    const none = flat(pdfText(await dischargeSummaryPdf(summary({ followUpDate: null, followUpAppointmentId: null, disposition: 'died' }, []))));
    expect(none).toContain('FOLLOW-UP None set');
    expect(none).toContain('No medicines on discharge');
    expect(none).toContain('Died');

    const pages = pdfPages(await dischargeSummaryPdf(summary({}, Array.from({ length: 40 }, (_, index) => ({ ...MEDICINE, name: `Medicine ${index + 1}` })))));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toMatch(/^# Medicine Dose Route Frequency Duration Notes/);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n')).toContain('Medicine 40 20/120 mg tablet');
  });
});

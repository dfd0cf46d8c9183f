import { INVESTIGATION_STATUSES } from '@/lib/db/schema/enums';
import { r4Errors } from '@/tests/fhir-validator';
import { investigationCategory, toFhirDiagnosticReport, type DiagnosisTestReportRow, type InvestigationReportRow } from './diagnostic-report';

const V2_0074 = 'http://terminology.hl7.org/CodeSystem/v2-0074';

const TEST: DiagnosisTestReportRow = {
  id: 24,
  from: 'diagnosis-test',
  test: {
    id: 12, reportNumber: 'RPT-13', patientId: 3, doctorId: 2, categoryId: 1, appointmentId: 41, age: 52, urineSugar: 'Trace', diabetes: 'Type 2', cholesterol: 212.4,
    createdAt: new Date('2026-03-15T09:00:00Z'), updatedAt: new Date('2026-03-15T11:30:00Z'), voidedAt: null, voidedById: null, voidReason: null,
  },
  category: 'Hypertension',
  properties: [{ name: 'Haemoglobin genotype', value: 'AA' }],
  observationIds: [101, 102],
  encounterId: 41,
};

const INVESTIGATION: InvestigationReportRow = {
  id: 9,
  from: 'investigation',
  investigation: {
    id: 4, patientId: 3, userName: 'Chinedu Okafor', userEmail: 'chinedu@example.com', userAvatar: '/avatar.png', date: '2026-03-10', title: 'Chest X-Ray review',
    status: 'Completed', attachmentId: 77, authorId: 5, createdAt: new Date('2026-03-10T14:00:00Z'), voidedAt: null, voidedById: null, voidReason: null, importId: null,
  },
  file: { id: 77, fileName: 'chest-x-ray-review-2026-03-10.pdf', mime: 'application/pdf', size: 1834, createdAt: new Date('2026-03-10T14:00:00Z') },
};

describe('a diagnosis test as a DiagnosticReport', () => {
  it('is a final laboratory report of its category, its report number, its visit, its doctor, its readings and what else it found', () => {
    const report = toFhirDiagnosticReport(TEST);
    expect(r4Errors(report)).toEqual([]);
    expect(report).toEqual({
      resourceType: 'DiagnosticReport',
      id: 'dt-12',
      identifier: [{ use: 'usual', value: 'RPT-13' }],
      status: 'final',
      category: [{ coding: [{ system: V2_0074, code: 'LAB', display: 'Laboratory' }] }],
      code: { text: 'Diagnosis test: Hypertension' },
      subject: { reference: 'Patient/3' },
      encounter: { reference: 'Encounter/41' },
      effectiveDateTime: '2026-03-15T09:00:00.000Z',
      issued: '2026-03-15T11:30:00.000Z',
      performer: [{ reference: 'Practitioner/2' }],
      result: [{ reference: 'Observation/101' }, { reference: 'Observation/102' }],
      conclusion: 'Diabetes: Type 2. Urine sugar: Trace. Cholesterol: 212.4 mg/dL. Haemoglobin genotype: AA.',
    });
  });

  it('says nothing it did not record: no visit, no readings, no findings', () => {
    const bare = toFhirDiagnosticReport({ ...TEST, test: { ...TEST.test, urineSugar: '', diabetes: ' ', cholesterol: null }, properties: [], observationIds: [], encounterId: null });
    expect(r4Errors(bare)).toEqual([]);
    expect(bare.encounter).toBeUndefined();
    expect(bare.result).toBeUndefined();
    expect(bare.conclusion).toBeUndefined();
  });

  it('is entered-in-error once the test is voided', () => {
    const voided = toFhirDiagnosticReport({ ...TEST, test: { ...TEST.test, voidedAt: new Date('2026-03-16T08:00:00Z'), voidedById: 1, voidReason: 'Wrong patient' } });
    expect(voided.status).toBe('entered-in-error');
    expect(r4Errors(voided)).toEqual([]);
  });
});

describe('an investigation as a DiagnosticReport', () => {
  it('is its title, its day, when it was filed and by whom, and its file as a presented form pointing to Binary', () => {
    const report = toFhirDiagnosticReport(INVESTIGATION);
    expect(r4Errors(report)).toEqual([]);
    expect(report).toEqual({
      resourceType: 'DiagnosticReport',
      id: 'inv-4',
      status: 'final',
      category: [{ coding: [{ system: V2_0074, code: 'RAD', display: 'Radiology' }] }],
      code: { text: 'Chest X-Ray review' },
      subject: { reference: 'Patient/3' },
      effectiveDateTime: '2026-03-10',
      issued: '2026-03-10T14:00:00.000Z',
      performer: [{ reference: 'Practitioner/5' }],
      presentedForm: [{ contentType: 'application/pdf', title: 'chest-x-ray-review-2026-03-10.pdf', size: 1834, url: 'Binary/77', creation: '2026-03-10T14:00:00.000Z' }],
    });
    expect(JSON.stringify(report)).not.toContain('Chinedu');
  });

  it('maps every status of the app: pending is registered, in progress partial, completed final; voided is entered-in-error', () => {
    const statusOf = (status: (typeof INVESTIGATION_STATUSES)[number], voidedAt: Date | null = null) => toFhirDiagnosticReport({ ...INVESTIGATION, investigation: { ...INVESTIGATION.investigation, status, voidedAt } });
    expect(INVESTIGATION_STATUSES.map((status) => statusOf(status).status)).toEqual(['final', 'registered', 'partial']);
    for (const status of INVESTIGATION_STATUSES) {
      expect(statusOf(status, new Date()).status).toBe('entered-in-error');
      expect(r4Errors(statusOf(status))).toEqual([]);
    }
  });

  it('has no presented form without a file and no performer once its author is gone', () => {
    const report = toFhirDiagnosticReport({ ...INVESTIGATION, investigation: { ...INVESTIGATION.investigation, authorId: null, attachmentId: null }, file: null });
    expect(r4Errors(report)).toEqual([]);
    expect(report.presentedForm).toBeUndefined();
    expect(report.performer).toBeUndefined();
  });

  it('is RAD when its title names imaging, OTH otherwise (the clinic records no kind of investigation)', () => {
    const imaging = ['Chest X-Ray review', 'xray of the wrist', 'Abdominal ultrasound', 'Pelvic Ultrasonography', 'Echocardiogram', 'CT head', 'Brain MRI', 'Renal scan', 'Mammogram', 'Carotid Doppler'];
    const other = ['Full blood count', 'Lipid profile follow-up', 'Sputum AFB smear', 'HbA1c monitoring', 'Scanty sputum culture', 'Thyroid function test', 'Blood culture (act)'];
    expect(imaging.filter((title) => investigationCategory(title) !== 'RAD')).toEqual([]);
    expect(other.filter((title) => investigationCategory(title) !== 'OTH')).toEqual([]);
  });
});

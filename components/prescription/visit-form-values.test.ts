import { diagnosisFormValues } from '@/components/diagnosis/diagnosis-form-values';
import type { VisitStart } from '@/lib/vitals/queries/visit-readings';
import { prescriptionFormValues } from './prescription-form-values';

// A form opened from a visit starts with what the visit measured, written as the form writes it.
const visit: VisitStart = {
  readings: {
    weight: { value: 72.5, value2: null },
    height: { value: 168, value2: null },
    'blood-pressure': { value: 120, value2: 80 },
    temperature: { value: 37, value2: null },
    pulse: { value: 88, value2: null },
    spo2: { value: 97, value2: null },
    glucose: { value: 104, value2: null },
  },
  measuredAt: '2026-11-29T09:02:00.000Z',
  diagnosisTest: { id: 41, label: 'RPT-41 · Malaria' },
};

describe("a new prescription of a visit", () => {
  it("starts with the visit's readings and treats its diagnosis test", () => {
    expect(prescriptionFormValues(undefined, visit)).toMatchObject({
      weight: '72.5',
      height: '168',
      bloodPressure: '120/80',
      temperature: '37.0',
      pulseRate: '88',
      diagnosisTestId: '41',
    });
  });

  it('starts empty without a visit, or with a visit that measured nothing', () => {
    const empty = { weight: '', height: '', bloodPressure: '', temperature: '', pulseRate: '', diagnosisTestId: '' };
    expect(prescriptionFormValues()).toMatchObject(empty);
    expect(prescriptionFormValues(undefined, { readings: {}, measuredAt: null, diagnosisTest: null })).toMatchObject(empty);
  });
});

describe('a new diagnosis test', () => {
  it("starts with its patient's age and the visit's readings", () => {
    expect(diagnosisFormValues(undefined, { age: 46, visit })).toMatchObject({
      age: '46',
      weight: '72.5',
      height: '168',
      bloodPressure: '120/80',
      temperature: '37.0',
      pulse: '88',
      spo2: '97',
      averageGlucose: '104',
      fastingBloodSugar: '',
      respiratoryRate: '',
    });
  });

  it('starts empty without a patient or a visit', () => {
    expect(diagnosisFormValues()).toMatchObject({ age: '', weight: '', bloodPressure: '', spo2: '' });
  });
});

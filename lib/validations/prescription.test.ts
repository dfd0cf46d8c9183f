import { prescriptionSchema, prescriptionStatusSchema } from './prescription';

const medicine = { name: 'atenolol', dosage: '50 mg', durationDays: '30', time: 'after meal', interval: 'morning', comment: '' };
const form = {
  patientId: 4,
  status: true,
  bloodPressure: '150/95',
  foodAllergies: 'None',
  diabetic: 'No',
  currentMedication: '',
  pulseRate: '78',
  temperature: '36.8',
  problemDescription: 'Headaches.',
  height: '172',
  weight: '80.5',
  medicines: [medicine],
  test: 'Lipid Profile',
  advice: 'Less salt.',
  nextVisitNumber: '2',
  nextVisitUnit: 'weeks',
};

function messageAt(input: Record<string, unknown>, path: string): string | undefined {
  const result = prescriptionSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('prescriptionSchema', () => {
  it('gives numbers for the numeric fields and the medicine duration', () => {
    const parsed = prescriptionSchema.parse(form);
    expect(parsed).toMatchObject({ pulseRate: 78, temperature: 36.8, height: 172, weight: 80.5, nextVisitNumber: 2, nextVisitUnit: 'weeks' });
    expect(parsed.medicines).toEqual([{ ...medicine, durationDays: 30 }]);
  });

  it('starts with status true and the next visit in days', () => {
    const parsed = prescriptionSchema.parse({ patientId: 1 });
    expect(parsed).toMatchObject({ status: true, nextVisitUnit: 'days', nextVisitNumber: null, height: null, weight: null, medicines: [] });
  });

  it.each([
    ['patientId', null, 'Patient is required'],
    ['patientId', '', 'Patient is required'],
    ['patientId', 2_147_483_648, 'Patient is required'],
    ['height', 'tall', 'Height must be a number'],
    ['weight', '80kg', 'Weight must be a number'],
    ['height', '10', 'Height must be at least 20 cm'],
    ['pulseRate', '72.5', 'Pulse rate must be a whole number'],
    ['temperature', '50', 'Temperature must be at most 45 °C'],
    ['nextVisitNumber', 'soon', 'Next visit must be a number'],
    ['nextVisitNumber', '0', 'Next visit must be at least 1'],
    ['nextVisitUnit', 'years', 'Next visit unit must be days, weeks or months'],
    ['bloodPressure', 'high', 'Blood pressure must look like 120/80'],
    ['status', 'yes', 'Status must be on or off'],
  ])('%s = %j says "%s"', (field, value, message) => {
    expect(messageAt({ ...form, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['name', '', 'Medicine is required'],
    ['name', 'aspirin', 'Medicine is required'],
    ['durationDays', '', 'Duration is required'],
    ['durationDays', '14', 'Duration must be 1, 3, 7 or 30 days'],
    ['time', '', 'Time is required'],
    ['interval', 'noon', 'Interval is required'],
  ])('a medicine %s = %j says "%s"', (field, value, message) => {
    expect(messageAt({ ...form, medicines: [{ ...medicine, [field]: value }] }, `medicines.0.${field}`)).toBe(message);
  });

  it('accepts each medicine, duration, time and interval of the spec', () => {
    for (const name of ['atenolol', 'unidox', 'parastamol']) {
      for (const durationDays of [1, 3, 7, 30]) {
        for (const [time, interval] of [['before meal', 'morning'], ['after meal', 'evening'], ['after meal', 'both']]) {
          expect(prescriptionSchema.safeParse({ ...form, medicines: [{ ...medicine, name, durationDays, time, interval }] }).success).toBe(true);
        }
      }
    }
  });
});

describe('prescriptionStatusSchema', () => {
  it('takes only a boolean', () => {
    expect(prescriptionStatusSchema.safeParse(false).success).toBe(true);
    expect(prescriptionStatusSchema.safeParse('false').success).toBe(false);
  });
});

import { prescriptionSchema, prescriptionStatusSchema } from './schema';

/** A medicine row as the form holds it (text as typed). */
const medicine = {
  medicineId: 12,
  name: 'Amlodipine',
  strength: '5 mg',
  form: 'tablet',
  doseAmount: '5',
  doseUnit: 'mg',
  dosage: '',
  route: 'oral',
  durationCount: '30',
  durationUnit: 'days',
  time: 'after meal',
  interval: 'od',
  quantity: '30',
  quantityUnit: 'tablet',
  comment: '',
  allergyOverride: '',
};
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
    expect(parsed.medicines).toEqual([{ ...medicine, doseAmount: 5, quantity: 30, durationCount: 30, durationDays: 30 }]);
  });

  it('parses its own output to the same values (the form parses, then the server action parses what it sent)', () => {
    const weeks = { ...medicine, durationCount: '3', durationUnit: 'weeks', dosage: 'two puffs' };
    const once = prescriptionSchema.parse({ ...form, measuredAt: '2026-11-20T09:30', diagnosis: 'Hypertension', diagnosisTestId: 'none', medicines: [medicine, weeks] });
    expect(prescriptionSchema.parse(once)).toEqual(once);
    expect(once.medicines[1]).toMatchObject({ durationCount: 3, durationUnit: 'weeks', durationDays: 21, dosage: '' });
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
    ['doseAmount', '', 'Dose is required'],
    ['doseAmount', 'two', 'Dose must be a number'],
    ['doseAmount', '0', 'Dose must be at least 0.001'],
    ['doseUnit', '', 'Choose the unit of the dose'],
    ['doseUnit', 'spoon', 'Choose the unit of the dose'],
    ['route', '', 'Route is required'],
    ['durationCount', '', 'Duration is required'],
    ['durationCount', '2.5', 'Duration must be a whole number'],
    ['durationCount', '0', 'Duration must be at least 1'],
    ['time', '', 'Time is required'],
    ['interval', 'noon', 'Interval is required'],
    ['quantity', '-3', 'Quantity must be at least 1'],
    ['quantity', 'lots', 'Quantity must be a number'],
  ])('a medicine %s = %j says "%s"', (field, value, message) => {
    expect(messageAt({ ...form, medicines: [{ ...medicine, [field]: value }] }, `medicines.0.${field}`)).toBe(message);
  });

  it('takes any medicine typed in free text (no formulary entry) and an empty quantity as "not said"', () => {
    const parsed = prescriptionSchema.parse({ ...form, medicines: [{ ...medicine, medicineId: '', name: 'Herbal bitters', quantity: '' }] });
    expect(parsed.medicines[0]).toMatchObject({ medicineId: null, name: 'Herbal bitters', quantity: null });
  });

  it('accepts the form\'s durations (1, 3, 7 and 30 days), times and intervals, and the standard frequencies', () => {
    for (const durationCount of ['1', '3', '7', '30']) {
      for (const [time, interval] of [['before meal', 'morning'], ['after meal', 'evening'], ['after meal', 'both'], ['before meal', 'tds'], ['after meal', 'prn'], ['after meal', 'stat']]) {
        expect(prescriptionSchema.safeParse({ ...form, medicines: [{ ...medicine, durationCount, time, interval }] }).success).toBe(true);
      }
    }
  });

  it('counts a duration in weeks as days, and refuses more than a year', () => {
    expect(prescriptionSchema.parse({ ...form, medicines: [{ ...medicine, durationCount: '3', durationUnit: 'weeks' }] }).medicines[0]).toMatchObject({ durationDays: 21, durationUnit: 'weeks' });
    expect(messageAt({ ...form, medicines: [{ ...medicine, durationCount: '53', durationUnit: 'weeks' }] }, 'medicines.0.durationCount')).toBe('Duration must be at most 365 days (52 weeks)');
  });

  it('keeps a dose written in words until an amount is given, and drops it then', () => {
    const words = { ...medicine, doseAmount: '', doseUnit: '', dosage: 'one at night' };
    expect(prescriptionSchema.parse({ ...form, medicines: [words] }).medicines[0]).toMatchObject({ doseAmount: null, doseUnit: null, dosage: 'one at night' });
    expect(prescriptionSchema.parse({ ...form, medicines: [{ ...words, doseAmount: '1', doseUnit: 'tablet' }] }).medicines[0]).toMatchObject({ doseAmount: 1, doseUnit: 'tablet', dosage: '' });
  });

  it("names a diagnosis by a test's id or in words; the dropdown's None is no test", () => {
    expect(prescriptionSchema.parse({ ...form, diagnosisTestId: '7', diagnosis: 'Essential hypertension' })).toMatchObject({ diagnosisTestId: 7, diagnosis: 'Essential hypertension' });
    expect(prescriptionSchema.parse({ ...form, diagnosisTestId: 'none' })).toMatchObject({ diagnosisTestId: null, diagnosis: '' });
    expect(messageAt({ ...form, diagnosisTestId: 'abc' }, 'diagnosisTestId')).toBeDefined();
  });
});

describe('prescriptionStatusSchema', () => {
  it('takes only a boolean', () => {
    expect(prescriptionStatusSchema.safeParse(false).success).toBe(true);
    expect(prescriptionStatusSchema.safeParse('false').success).toBe(false);
  });
});

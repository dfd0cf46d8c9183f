import { diagnosisTestSchema } from './test';

/** What the form sends: the inputs' strings and the chosen ids. */
const form = {
  patientId: 3,
  categoryId: 7,
  reportNumber: '  RPT-88 ',
  age: '41',
  height: '168.5',
  weight: '72',
  averageGlucose: '110',
  fastingBloodSugar: '95',
  urineSugar: ' Nil ',
  bloodPressure: '130 / 85',
  diabetes: 'No',
  cholesterol: '190',
  properties: [{ name: ' Genotype ', value: 'AS' }],
};

function messageOf(field: string, value: unknown): string | undefined {
  const result = diagnosisTestSchema.safeParse({ ...form, [field]: value });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('diagnosisTestSchema', () => {
  it('turns the form into numbers and trimmed text', () => {
    expect(diagnosisTestSchema.parse(form)).toEqual({
      patientId: 3,
      categoryId: 7,
      reportNumber: 'RPT-88',
      age: 41,
      height: 168.5,
      weight: 72,
      averageGlucose: 110,
      fastingBloodSugar: 95,
      urineSugar: 'Nil',
      bloodPressure: '130/85',
      diabetes: 'No',
      cholesterol: 190,
      pulse: null,
      temperature: null,
      spo2: null,
      respiratoryRate: null,
      measuredAt: null,
      properties: [{ name: 'Genotype', value: 'AS' }],
    });
  });

  it('checks the four vitals the form gained in words, and when they were measured', () => {
    expect(messageOf('pulse', '72.5')).toBe('Pulse rate must be a whole number');
    expect(messageOf('pulse', '300')).toBe('Pulse rate must be at most 250 bpm');
    expect(messageOf('temperature', '29')).toBe('Temperature must be at least 30 °C');
    expect(messageOf('spo2', '101')).toBe('SpO₂ must be at most 100 %');
    expect(messageOf('respiratoryRate', 'fast')).toBe('Respiratory rate must be a number');
    expect(messageOf('measuredAt', '2026-02-30T10:00')).toBe('Measured at must be a date and time');
    expect(messageOf('measuredAt', '2999-01-01T10:00')).toBe('Measured at cannot be in the future');
    const parsed = diagnosisTestSchema.parse({ ...form, pulse: '72', temperature: '37.4', spo2: '97', respiratoryRate: '16', measuredAt: '2026-03-15T09:30' });
    // The clinic's wall time (Lagos, UTC+1) is the instant an hour earlier in UTC.
    expect(parsed).toMatchObject({ pulse: 72, temperature: 37.4, spo2: 97, respiratoryRate: 16, measuredAt: new Date('2026-03-15T08:30:00Z') });
    // The parsed instant sent on to the action parses to itself.
    expect(diagnosisTestSchema.parse({ ...form, measuredAt: parsed.measuredAt }).measuredAt).toEqual(parsed.measuredAt);
  });

  it('leaves empty measurements and report number empty (not measured, number given at save)', () => {
    const parsed = diagnosisTestSchema.parse({ patientId: 1, categoryId: 2, reportNumber: '', age: '', height: ' ', weight: null, bloodPressure: '' });
    expect(parsed).toMatchObject({ reportNumber: '', age: null, height: null, weight: null, averageGlucose: null, bloodPressure: '', properties: [] });
  });

  it.each([
    ['patientId', null, 'Patient is required'],
    ['patientId', '', 'Patient is required'],
    ['categoryId', undefined, 'Diagnosis category is required'],
    ['categoryId', 0, 'Diagnosis category is required'],
    ['patientId', 2_147_483_648, 'Patient is required'],
    ['categoryId', '2147483648', 'Diagnosis category is required'],
    ['age', 'forty', 'Age must be a number'],
    ['age', '41.5', 'Age must be a whole number'],
    ['age', '-1', 'Age must be at least 0'],
    ['age', '151', 'Age must be at most 150'],
    ['height', '12kg', 'Height must be a number'],
    ['height', '1e3', 'Height must be a number'],
    ['height', '400', 'Height must be at most 300 cm'],
    ['weight', '0', 'Weight must be at least 1 kg'],
    ['averageGlucose', 'high', 'Blood glucose must be a number'],
    ['fastingBloodSugar', '5', 'Fasting blood sugar must be at least 10 mg/dL'],
    ['cholesterol', '2000', 'Cholesterol must be at most 1500 mg/dL'],
    ['bloodPressure', '120-80', 'Blood pressure must look like 120/80'],
    ['reportNumber', 'R'.repeat(41), 'Report number must be at most 40 characters'],
    ['urineSugar', 'x'.repeat(21), 'Urine sugar must be at most 20 characters'],
    ['diabetes', 'a\u0000b', 'Diabetes contains characters that are not allowed'],
  ])('%s = %j says "%s"', (field, value, message) => {
    expect(messageOf(field, value)).toBe(message);
  });

  it('requires a name and a value on every other property', () => {
    const result = diagnosisTestSchema.safeParse({ ...form, properties: [{ name: '', value: '' }, { name: 'HbA1c', value: ' ' }] });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['properties.0.name', 'Property name is required'],
      ['properties.0.value', 'Property value is required'],
      ['properties.1.value', 'Property value is required'],
    ]);
  });

  it('refuses more than 20 other properties', () => {
    const properties = Array.from({ length: 21 }, (_, i) => ({ name: `p${i}`, value: 'v' }));
    expect(messageOf('properties', properties)).toBe('At most 20 other properties');
  });
});

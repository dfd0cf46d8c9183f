// What the browser sends from the app's forms (the inputs' text, the chosen ids), for tests of the actions.

/** The diagnosis test form, filled with the few values a test needs. */
export const diagnosisTestForm = (patientId: number, categoryId: number) => ({
  patientId,
  categoryId,
  reportNumber: '',
  age: '52',
  height: '',
  weight: '70',
  averageGlucose: '',
  fastingBloodSugar: '',
  urineSugar: '',
  bloodPressure: '',
  diabetes: '',
  cholesterol: '',
  properties: [],
});

/** The prescription form with one medicine. */
export const prescriptionForm = (patientId: number) => ({
  patientId,
  status: true,
  height: '170',
  weight: '72.5',
  medicines: [
    { medicineId: '', name: 'Unidox', strength: '100 mg', form: 'tablet', doseAmount: '100', doseUnit: 'mg', route: 'oral', durationCount: '7', durationUnit: 'days', time: 'before meal', interval: 'both', quantity: '14', comment: '' },
  ],
  advice: 'Rest.',
  nextVisitNumber: '1',
  nextVisitUnit: 'months',
});

/** The New patient form; `changes` replace fields. */
export const patientForm = (changes: Record<string, string> = {}) => ({
  firstName: 'Kemi',
  lastName: 'Ade',
  dateOfBirth: '2001-09-09',
  gender: 'female',
  phone: '0803 444 5555',
  email: 'kemi.ade@action.test',
  state: 'Oyo',
  street: '1 Ring Road',
  zipCode: '',
  bloodGroup: '',
  ...changes,
});

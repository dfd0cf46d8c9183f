import { todayIso } from '@/lib/clinic-time';
import { addDaysIso, addYearsIso } from '@/lib/format';
import { NOT_TESTED, PATIENT_MESSAGES, patientSchema, patientUpdateSchema } from './patient';

const VALID = {
  firstName: ' Ada ',
  lastName: 'Obi',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  phone: '+234 803 555 0142',
  email: '  Ada.Obi@Clinic.NG ',
  state: 'Lagos',
  street: '12 Marina Road',
  zipCode: '101001',
  bloodGroup: 'O+',
  nextOfKinName: '',
  nextOfKinPhone: '',
};

function messages(input: unknown, schema: typeof patientSchema | typeof patientUpdateSchema = patientSchema) {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('patientSchema', () => {
  it('keeps a valid patient, trimmed, the email as typed but without its spaces, the phone in international form', () => {
    expect(patientSchema.parse(VALID)).toEqual({ ...VALID, firstName: 'Ada', email: 'Ada.Obi@Clinic.NG', phone: '+2348035550142' });
  });

  it('requires the names, date of birth, sex, phone, state and street; the email and the next of kin are optional', () => {
    expect(messages({ firstName: ' ', lastName: '', dateOfBirth: '', gender: '', phone: '', email: '', state: '', street: '', zipCode: '', bloodGroup: '', nextOfKinName: '', nextOfKinPhone: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: PATIENT_MESSAGES.dateOfBirthRequired,
      gender: 'Select the patient’s sex',
      phone: 'Phone is required',
      state: 'State is required',
      street: 'Street is required',
    });
    expect(patientSchema.parse({ ...VALID, email: '  ' }).email).toBeNull();
  });

  it('stores a phone typed any of the ways people type it in one international form, the next of kin’s too', () => {
    for (const phone of ['0803 555 0142', '08035550142', '+234 803 555 0142']) expect(patientSchema.parse({ ...VALID, phone }).phone).toBe('+2348035550142');
    expect(patientSchema.parse({ ...VALID, nextOfKinName: 'Obi Ada', nextOfKinPhone: '0809 111 2233' })).toMatchObject({ nextOfKinName: 'Obi Ada', nextOfKinPhone: '+2348091112233' });
    expect(messages({ ...VALID, nextOfKinPhone: '12' })).toEqual({ nextOfKinPhone: PATIENT_MESSAGES.nextOfKinPhone });
  });

  it('refuses a date of birth in the future, and accepts today', () => {
    const tomorrow = addDaysIso(todayIso(), 1);
    expect(messages({ ...VALID, dateOfBirth: tomorrow })).toEqual({ dateOfBirth: PATIENT_MESSAGES.dateOfBirthFuture });
    expect(messages({ ...VALID, dateOfBirth: '2999-01-01' })).toEqual({ dateOfBirth: PATIENT_MESSAGES.dateOfBirthFuture });
    expect(patientSchema.parse({ ...VALID, dateOfBirth: todayIso() }).dateOfBirth).toBe(todayIso());
  });

  it('refuses a date that is not one, and one more than 150 years ago', () => {
    expect(messages({ ...VALID, dateOfBirth: '1990-02-30' })).toEqual({ dateOfBirth: PATIENT_MESSAGES.dateOfBirthRequired });
    expect(messages({ ...VALID, dateOfBirth: '12/04/1990' })).toEqual({ dateOfBirth: PATIENT_MESSAGES.dateOfBirthRequired });
    expect(messages({ ...VALID, dateOfBirth: addDaysIso(addYearsIso(todayIso(), -150), -1) })).toEqual({ dateOfBirth: PATIENT_MESSAGES.dateOfBirthTooOld });
  });

  it('takes a blood group from the list only; "not tested" (or empty) is null', () => {
    expect(messages({ ...VALID, bloodGroup: 'C+' })).toEqual({ bloodGroup: PATIENT_MESSAGES.bloodGroup });
    expect(messages({ ...VALID, bloodGroup: 'o+' })).toEqual({ bloodGroup: PATIENT_MESSAGES.bloodGroup });
    expect(messages({ ...VALID, bloodGroup: 42 })).toEqual({ bloodGroup: PATIENT_MESSAGES.bloodGroup });
    expect(patientSchema.parse({ ...VALID, bloodGroup: '' }).bloodGroup).toBeNull();
    expect(patientSchema.parse({ ...VALID, bloodGroup: NOT_TESTED }).bloodGroup).toBeNull();
    expect(patientSchema.parse({ ...VALID, bloodGroup: 'AB-' }).bloodGroup).toBe('AB-');
  });

  it('takes the sex from the list and a real email and phone', () => {
    expect(messages({ ...VALID, gender: 'unknown', email: 'ada@', phone: 'call me' })).toEqual({
      gender: 'Select the patient’s sex',
      email: PATIENT_MESSAGES.email,
      phone: PATIENT_MESSAGES.phone,
    });
  });

  it('bounds text and refuses NUL', () => {
    expect(messages({ ...VALID, firstName: 'f'.repeat(101), street: 'x\u0000' })).toEqual({
      firstName: 'First name must be at most 100 characters',
      street: 'Street contains characters that are not allowed',
    });
  });

  it('the update schema also wants the id of a row', () => {
    expect(messages({ ...VALID, id: 'abc' }, patientUpdateSchema)).toEqual({ id: 'Unknown id' });
    expect(patientUpdateSchema.parse({ ...VALID, id: '7' }).id).toBe(7);
  });
});

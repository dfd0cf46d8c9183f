import type { PatientRecord } from '@/lib/patients/queries/list';
import { formatPhone } from '@/lib/patients/rules/phone';
import { bloodGroupChoice, NOT_TESTED, type PatientFormInput } from '@/lib/patients/schema/patient';

/** "New patient" opens empty; the blood group starts as not tested. */
export const EMPTY_PATIENT: PatientFormInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '' as PatientFormInput['gender'],
  phone: '',
  email: '',
  state: '',
  street: '',
  zipCode: '',
  bloodGroup: NOT_TESTED,
  nextOfKinName: '',
  nextOfKinPhone: '',
};

/** A registered patient as "Edit" fills the form: phones as people read them, a missing email as empty text. */
export function patientFormValues(patient: PatientRecord): PatientFormInput {
  const { firstName, lastName, dateOfBirth, gender, phone, email, state, street, zipCode, bloodGroup, nextOfKinName, nextOfKinPhone } = patient;
  return {
    firstName,
    lastName,
    dateOfBirth,
    gender,
    phone: formatPhone(phone),
    email: email ?? '',
    state,
    street,
    zipCode,
    bloodGroup: bloodGroupChoice(bloodGroup),
    nextOfKinName,
    nextOfKinPhone: formatPhone(nextOfKinPhone),
  };
}

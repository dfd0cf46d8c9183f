import type { Patient } from '@/lib/hospital-api/contract';
import { toCsv } from './csv';

export const PATIENT_CSV_HEADER = [
  'ID',
  'Patient number',
  'Full name',
  'Email',
  'Phone',
  'Gender',
  'Date of birth',
  'Age',
  'State',
  'Street',
  'Zip code',
  'Weight (kg)',
  'Blood pressure',
  'Blood glucose (mg/dL)',
  'Blood group',
  'Last visited',
] as const;

export function patientsToCsv(patients: readonly Patient[]): string {
  return toCsv(
    PATIENT_CSV_HEADER,
    patients.map((p) => [
      p.id,
      p.patientNumber,
      p.fullName,
      p.email,
      p.phone,
      p.gender,
      p.dateOfBirth,
      p.age,
      p.address.state,
      p.address.street,
      p.address.zipCode,
      p.weight,
      p.bloodPressure,
      p.bloodGlucose,
      p.bloodGroup,
      p.lastVisited,
    ]),
  );
}

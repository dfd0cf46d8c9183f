import type { Patient } from '@/lib/hospital-api/contract';
import { toCsv } from '@/lib/lists/csv';
import { MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';

/** A vital's two columns, named as everywhere else (lib/vitals/rules/measures.ts): its value and when it was measured. */
const vitalColumns = <M extends Measure>(measure: M) => {
  const { label, unit } = MEASURE_INFO[measure];
  return [`${label} (${unit})`, `${label} measured at`] as const;
};

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
  ...vitalColumns('weight'),
  ...vitalColumns('blood-pressure'),
  ...vitalColumns('glucose'),
  'Blood group',
  'Last visited',
];

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
      p.weightRecordedAt,
      p.bloodPressure,
      p.bloodPressureRecordedAt,
      p.bloodGlucose,
      p.bloodGlucoseRecordedAt,
      p.bloodGroup,
      p.lastVisited,
    ]),
  );
}

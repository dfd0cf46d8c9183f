import type { Gender } from '@/lib/db/schema/enums';

/** What says who a patient is at the head of a page (the visit's, the admission's): components/patients/patient-identity.tsx. */
export interface PatientIdentityFields {
  id: number;
  fullName: string;
  /** The stored number (formatPatientNumber writes it "P-000123"). */
  patientNumber: number;
  dateOfBirth: string;
  dateOfBirthEstimated: boolean;
  gender: Gender;
}

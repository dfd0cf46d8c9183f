import 'server-only';
import type { Patient } from '@/lib/hospital-api/contract';
import { formatPhone } from '@/lib/patients/rules/phone';
import type { SheetPatient } from './patient-sheet';

/**
 * What the side sheet needs of a patient of the page, ready to show: the phone is formatted here, on the server,
 * so that libphonenumber-js (over 100 KB) never ships to the browser for it.
 */
export function sheetPatient(patient: Patient): SheetPatient {
  return { ...patient, phone: formatPhone(patient.phone) };
}

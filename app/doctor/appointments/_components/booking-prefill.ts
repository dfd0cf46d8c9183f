import type { PatientRecord } from '@/lib/data/patients';
import { ageOn } from '@/lib/format';
import type { AppointmentFormInput } from '@/lib/validations/appointment';

/**
 * The add form filled in for one patient (`/doctor/appointments?book={id}`, the chart's Book appointment):
 * their name, email (which links the booking to them), phone, age today and sex; the doctor picks the time.
 */
export function bookingPrefill(patient: PatientRecord, today: string): AppointmentFormInput {
  return {
    fullName: patient.fullName,
    email: patient.email ?? '',
    phone: patient.phone,
    age: ageOn(patient.dateOfBirth, today),
    gender: patient.gender,
    date: '',
    time: '',
    type: 'checkup',
  };
}

import type { Patient } from '@/lib/hospital-api/contract';

/** A patient of the list, for the card's and the sheet's tests. */
export const TEST_PATIENT: Patient = {
  id: 7,
  patientNumber: 'P-000007',
  fullName: 'Kemi Adeyemi',
  firstName: 'Kemi',
  lastName: 'Adeyemi',
  email: null,
  phone: '+2348035551234',
  gender: 'female',
  age: 40,
  avatar: '/avatars/1.png',
  dateOfBirth: '1986-01-01',
  address: { state: 'Lagos', street: '5 Marina', zipCode: '' },
  weight: 70,
  weightRecordedAt: '2026-11-12T11:00:00.000Z',
  bloodPressure: '162/98',
  bloodPressureRecordedAt: '2026-11-12T11:00:00.000Z',
  bloodGlucose: 65,
  bloodGlucoseRecordedAt: '2026-11-12T11:00:00.000Z',
  bloodGroup: null,
  treatment: '',
  ongoingSurgeries: '',
  lastVisited: null,
};

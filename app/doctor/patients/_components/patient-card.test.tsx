/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Patient } from '@/lib/hospital-api/contract';
import { PatientCard } from './patient-card';

const PATIENT: Patient = {
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

describe('PatientCard', () => {
  it('flags a high blood pressure and a low glucose in words; a weight never', () => {
    render(<PatientCard patient={PATIENT} onViewDetails={() => {}} />);
    expect(screen.getByTestId('card-vital-blood-pressure')).toHaveTextContent('162/98High');
    expect(screen.getByTestId('card-vital-glucose')).toHaveTextContent('65 mg/dLLow');
    expect(screen.getByTestId('card-vital-weight').querySelector('[data-flag]')).toBeNull();
  });

  it('flags nothing that is normal or not measured', () => {
    render(<PatientCard patient={{ ...PATIENT, bloodPressure: '118/76', bloodGlucose: null, bloodGlucoseRecordedAt: null }} onViewDetails={() => {}} />);
    expect(document.querySelector('[data-flag]')).toBeNull();
    expect(screen.getByTestId('card-vital-glucose')).toHaveTextContent('Not measured');
  });
});

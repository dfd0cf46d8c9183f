import { isoDateInZone } from '@/lib/clinic-time';
import type { PrescribingAllergy } from '@/lib/prescriptions/queries/prescribing-context';
import type { PrescriptionMedicineRecord, PrescriptionRecord } from '@/lib/prescriptions/queries/prescriptions';
import { addDaysIso } from '@/lib/format';

const SAMPLE_MEDICINE: Omit<PrescriptionMedicineRecord, 'id' | 'name' | 'strength' | 'doseAmount' | 'doseUnit' | 'durationDays' | 'interval' | 'quantity' | 'comment'> = {
  medicineId: null,
  form: 'tablet',
  dosage: '',
  route: 'oral',
  durationUnit: 'days',
  time: 'after meal',
  quantityUnit: 'tablet',
  allergyOverride: '',
};

/** The sample patient's drug allergy, as the printout lists it. */
export const SAMPLE_ALLERGIES: PrescribingAllergy[] = [{ substance: 'Penicillin', drugClass: 'penicillin', reaction: 'Rash' }];

type Author = Pick<
  PrescriptionRecord,
  'doctorId' | 'doctorName' | 'doctorEmail' | 'doctorAvatar' | 'doctorSpecialty' | 'doctorLicenseNumber' | 'doctorPhone' | 'hospitalName' | 'hospitalAddress'
>;

/** The demo screen's sample: one of the four sample patients, written by the signed-in doctor, on `addedAt`. */
export function samplePrescription(author: Author, addedAt: Date): PrescriptionRecord {
  return {
    id: 0,
    patientId: 0,
    patientNumber: 1,
    patientName: 'Chinedu Okafor',
    patientEmail: 'chinedu.okafor@example.com',
    patientAvatar: '',
    voided: null,
    appointmentId: null,
    appointmentDate: null,
    ...author,
    addedAt: addedAt.toISOString(),
    status: true,
    bloodPressure: '150/95',
    foodAllergies: 'Groundnuts',
    diabetic: 'No',
    currentMedication: 'Amlodipine 5 mg',
    pulseRate: 82,
    temperature: 36.9,
    problemDescription: 'Recurrent headaches and dizziness for two weeks.',
    height: 174,
    weight: 86.5,
    measuredAt: null,
    test: 'Lipid Profile',
    advice: 'Reduce salt intake and walk 30 minutes daily.',
    nextVisitNumber: 2,
    nextVisitUnit: 'weeks',
    nextVisitOn: addDaysIso(isoDateInZone(addedAt), 14),
    diagnosisTestId: null,
    diagnosisTestLabel: null,
    diagnosis: 'Essential hypertension',
    patientDateOfBirth: '1978-04-12',
    patientDateOfBirthEstimated: false,
    patientGender: 'male',
    medicines: [
      { ...SAMPLE_MEDICINE, id: 1, name: 'Atenolol', strength: '50 mg', doseAmount: 50, doseUnit: 'mg', durationDays: 30, interval: 'morning', quantity: 30, comment: 'Take with plenty of water.' },
      { ...SAMPLE_MEDICINE, id: 2, name: 'Parastamol', strength: '500 mg', doseAmount: 1, doseUnit: 'tablet', durationDays: 3, interval: 'both', quantity: 6, comment: 'Only when the headache comes.' },
    ],
  };
}

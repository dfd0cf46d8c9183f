import type { PrescriptionRecord } from '@/lib/data/prescriptions';

type Author = Pick<
  PrescriptionRecord,
  'doctorId' | 'doctorName' | 'doctorEmail' | 'doctorAvatar' | 'doctorSpecialty' | 'doctorLicenseNumber' | 'doctorPhone' | 'hospitalName' | 'hospitalAddress'
>;

/** The demo screen's sample: one of SPEC.md's sample patients, written by the signed-in doctor, on `addedAt`. */
export function samplePrescription(author: Author, addedAt: Date): PrescriptionRecord {
  return {
    id: 0,
    patientId: 0,
    patientNumber: 1,
    patientName: 'Chinedu Okafor',
    patientEmail: 'chinedu.okafor@example.com',
    patientAvatar: '',
    voided: null,
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
    medicines: [
      { id: 1, name: 'atenolol', dosage: '50 mg', durationDays: 30, time: 'after meal', interval: 'morning', comment: 'Take with plenty of water.' },
      { id: 2, name: 'parastamol', dosage: '500 mg', durationDays: 3, time: 'after meal', interval: 'both', comment: 'Only when the headache comes.' },
    ],
  };
}

import type { Metadata } from 'next';
import { PrescriptionDetails } from '@/components/prescription/prescription-details';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { doctorIdentity } from '@/lib/staff/queries/doctors';
import { SAMPLE_ALLERGIES, samplePrescription } from './sample-prescription';

export const metadata: Metadata = { title: 'Prescription Details' };

/** The details layout filled with a sample prescription, written in the signed-in doctor's name. */
export default async function PrescriptionDemoPage() {
  const { doctor } = await requireDoctor();
  const identity = doctorIdentity(doctor);
  const prescription = samplePrescription(
    {
      doctorId: doctor.id,
      doctorName: identity.name,
      doctorEmail: doctor.email,
      doctorAvatar: identity.avatarUrl,
      doctorSpecialty: doctor.specialty,
      doctorLicenseNumber: doctor.licenseNumber,
      doctorPhone: doctor.phone,
      hospitalName: doctor.hospitalName,
      hospitalAddress: doctor.hospitalAddress,
    },
    new Date(),
  );
  const printout = { prescription, allergyStatus: 'listed' as const, allergies: SAMPLE_ALLERGIES, latestWeight: { value: prescription.weight!, value2: null, takenAt: prescription.addedAt } };
  return <PrescriptionDetails printout={printout} note="A sample prescription: this is how yours print." />;
}

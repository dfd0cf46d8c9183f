import type { Metadata } from 'next';
import { PrescriptionNotFound } from '@/components/prescription/prescription-not-found';
import { PrescriptionForm } from '@/components/prescription/prescription-form';
import { FormAlert } from '@/components/form-alert';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listPatientOptions } from '@/lib/data/patient-options';
import { getPrescription } from '@/lib/data/prescriptions';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/validations/clinical-fields';
import { mayChange } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New Prescription' };

/** New Prescription; with ?id= the same form edits that prescription (the list's edit action). */
export default async function CreatePrescriptionPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { doctor } = await requireDoctor();
  const { id } = await searchParams;
  const db = await getDb();
  if (id === undefined) {
    return (
      <div className="space-y-6">
        <PageTitle>New Prescription</PageTitle>
        <PrescriptionForm patients={await listPatientOptions(db)} />
      </div>
    );
  }
  const prescriptionId = parseRowId(id);
  const prescription = prescriptionId ? await getPrescription(db, prescriptionId) : null;
  if (!prescription) return <PrescriptionNotFound title="Edit Prescription" />;
  return (
    <div className="space-y-6">
      <PageTitle>Edit Prescription</PageTitle>
      {mayChange(doctor, prescription.doctorId) ? (
        <PrescriptionForm patients={await listPatientOptions(db)} prescription={prescription} />
      ) : (
        <FormAlert message={`Only ${prescription.doctorName}, who wrote this prescription, or an administrator can change it.`} />
      )}
    </div>
  );
}

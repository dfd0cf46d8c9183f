import type { Metadata } from 'next';
import { PrescriptionNotFound } from '@/components/prescription/prescription-not-found';
import { PrescriptionForm } from '@/components/prescription/prescription-form';
import { FormAlert } from '@/components/forms/form-alert';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getPrescription } from '@/lib/data/prescriptions';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/validations/clinical-fields';
import { mayChange } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New Prescription' };

/** New Prescription; with ?id= the same form edits that prescription (the list's edit action). */
export default async function CreatePrescriptionPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { doctor } = await requireDoctor();
  const { id } = await searchParams;
  // The patient picker searches the patients as the doctor types: the page sends none of them.
  if (id === undefined) {
    return (
      <div className="space-y-6">
        <PageTitle>New Prescription</PageTitle>
        <PrescriptionForm />
      </div>
    );
  }
  const prescriptionId = parseRowId(id);
  const prescription = prescriptionId ? await getPrescription(await getDb(), prescriptionId) : null;
  if (!prescription) return <PrescriptionNotFound title="Edit Prescription" />;
  return (
    <div className="space-y-6">
      <PageTitle>Edit Prescription</PageTitle>
      {mayChange(doctor, prescription.doctorId) ? (
        <PrescriptionForm prescription={prescription} />
      ) : (
        <FormAlert message={`Only ${prescription.doctorName}, who wrote this prescription, or an administrator can change it.`} />
      )}
    </div>
  );
}

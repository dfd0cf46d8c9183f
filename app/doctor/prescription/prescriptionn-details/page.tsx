import type { Metadata } from 'next';
import { PrescriptionDetails } from '@/components/prescription/prescription-details';
import { PrescriptionNotFound } from '@/components/prescription/prescription-not-found';
import { VoidedNote } from '@/components/forms/voided-note';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getPrescription } from '@/lib/data/prescriptions';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/validations/clinical-fields';

export const metadata: Metadata = { title: 'Prescription Details' };

/** /doctor/prescription/prescriptionn-details?id= (the path is spelled so in SPEC.md). */
export default async function PrescriptionDetailsPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  await requireDoctor();
  const id = parseRowId((await searchParams).id);
  const prescription = id ? await getPrescription(await getDb(), id) : null;
  if (!prescription) return <PrescriptionNotFound title="Prescription Details" />;
  if (!prescription.voided) return <PrescriptionDetails prescription={prescription} />;
  // A voided prescription still opens from the patient's chart: it says so above the record, which stays as it was.
  return (
    <div className="space-y-4">
      <div className="rounded-md border border-destructive/40 p-3" data-testid="voided-record">
        <VoidedNote {...prescription.voided} />
      </div>
      <PrescriptionDetails prescription={prescription} />
    </div>
  );
}

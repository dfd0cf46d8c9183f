import type { Metadata } from 'next';
import { PrescriptionNotFound } from '@/components/prescription/prescription-not-found';
import { PrescriptionForm } from '@/components/prescription/prescription-form';
import { FormAlert } from '@/components/forms/form-alert';
import { VoidedNote } from '@/components/forms/voided-note';
import { PageTitle } from '@/components/page-title';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { readFormStart, type FormStartParams } from '@/lib/reports/queries/form-start';
import { getPrescription } from '@/lib/prescriptions/queries/prescriptions';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { mayChange } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'New Prescription' };

/**
 * New Prescription; with ?id= the same form edits that prescription (the list's edit action). `?patient={id}`
 * (a patient's chart, a visit) opens a new one with that patient chosen; an id that is no patient's opens it
 * empty. `&appointment={id}` (a visit of that patient) writes it at that visit, and `&returnTo=` (a doctor-area
 * path) is where saving goes back to (see readFormStart).
 */
export default async function CreatePrescriptionPage({ searchParams }: { searchParams: Promise<FormStartParams & { id?: string | string[] }> }) {
  const { doctor } = await requireDoctor();
  const { id, ...start } = await searchParams;
  // The patient picker searches the patients as the doctor types: the page sends none of them but the chosen one.
  if (id === undefined) {
    const db = await getDb();
    const { patient, appointmentId, returnTo, visit } = await readFormStart(db, start);
    // A `?patient=` pre-fill shows that patient in the form.
    await recordRead(db, { reader: doctor, source: 'prescription form', items: patient ? patientsShown([patient.id]) : [] });
    return (
      <div className="space-y-6">
        <PageTitle>New Prescription</PageTitle>
        <PrescriptionForm patient={patient} appointmentId={appointmentId} visit={visit} returnTo={returnTo} />
      </div>
    );
  }
  const prescriptionId = parseRowId(id);
  const db = await getDb();
  const prescription = prescriptionId ? await getPrescription(db, prescriptionId) : null;
  if (!prescription) return <PrescriptionNotFound title="Edit Prescription" />;
  await recordRead(db, { reader: doctor, source: 'prescription edit', items: [{ entity: 'prescription', entityId: prescription.id, patientId: prescription.patientId }] });
  return (
    <div className="space-y-6">
      <PageTitle>Edit Prescription</PageTitle>
      {prescription.voided ? (
        // A voided prescription is kept as it was: it says so instead of a form.
        <div className="space-y-2" data-testid="voided-record">
          <p className="text-sm">This prescription for {prescription.patientName} was voided and can no longer be changed.</p>
          <VoidedNote {...prescription.voided} />
        </div>
      ) : mayChange(doctor, prescription.doctorId) ? (
        <PrescriptionForm prescription={prescription} />
      ) : (
        <FormAlert message={`Only ${prescription.doctorName}, who wrote this prescription, or an administrator can change it.`} />
      )}
    </div>
  );
}

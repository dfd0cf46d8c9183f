import type { Metadata } from 'next';
import { PrescriptionDetails } from '@/components/prescription/prescription-details';
import { PrescriptionNotFound } from '@/components/prescription/prescription-not-found';
import { recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { readPrescriptionPrintout } from '@/lib/prescriptions/queries/printout';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';

export const metadata: Metadata = { title: 'Prescription Details' };

/**
 * /doctor/prescription/prescriptionn-details?id= (the brief's spelling, kept). A voided prescription still
 * opens (from the patient's chart or its visit): its sheet says "VOIDED – do not dispense" above everything, with
 * who voided it, when and why, and its Status reads Voided, on screen and on paper.
 */
export default async function PrescriptionDetailsPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { doctor } = await requireDoctor();
  const id = parseRowId((await searchParams).id);
  const db = await getDb();
  const printout = id ? await readPrescriptionPrintout(db, id) : null;
  if (!printout) return <PrescriptionNotFound title="Prescription Details" />;
  const { prescription } = printout;
  // The details and their print layout (the browser prints this page): one view line.
  await recordRead(db, { reader: doctor, source: 'prescription details', items: [{ entity: 'prescription', entityId: prescription.id, patientId: prescription.patientId }] });
  return <PrescriptionDetails printout={printout} />;
}

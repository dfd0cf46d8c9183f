import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { ImportRecordForm } from './_components/import-record-form';

export const metadata: Metadata = { title: 'Import record' };

/**
 * "Import record" of the patients screen: a patient's record from another hospital or system, as a FHIR R4 file. It
 * shows who and what the file holds and the likely duplicates before anything is stored, then imports it through the
 * same operation other systems use (POST /fhir/$import-record) and opens the chart.
 */
export default async function ImportRecordPage() {
  await requireDoctor();
  return (
    <div className="max-w-3xl space-y-6">
      <PageTitle>Import record</PageTitle>
      <p className="text-sm text-muted-foreground">
        Bring in a patient’s record from another hospital or system: a FHIR R4 Bundle file (.json), as OpenMRS, OpenEMR, Medplum, HAPI FHIR or Synthea export it. Its problems,
        immunizations, medicines, allergies, vitals, laboratory results, visits and reports are added to the patient’s chart, each marked with where it came from.
      </p>
      <ImportRecordForm />
    </div>
  );
}

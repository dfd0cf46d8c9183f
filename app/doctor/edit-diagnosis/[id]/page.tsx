import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { DiagnosisLinks } from '@/components/diagnosis/diagnosis-links';
import { DiagnosisTestForm } from '@/components/diagnosis/diagnosis-test-form';
import { FormAlert } from '@/components/forms/form-alert';
import { VoidedNote } from '@/components/forms/voided-note';
import { PageTitle } from '@/components/page-title';
import { recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listCategoryOptions } from '@/lib/diagnosis/queries/categories';
import { getDiagnosisTest } from '@/lib/diagnosis/queries/tests';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { mayChange } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Edit Patient Diagnosis Test' };

export default async function EditDiagnosisTestPage({ params }: { params: Promise<{ id: string }> }) {
  const { doctor } = await requireDoctor();
  const id = parseRowId((await params).id);
  const db = await getDb();
  const test = id ? await getDiagnosisTest(db, id) : null;
  if (!test) notFound();
  // Whichever of the three it shows (form, voided note, refusal), it shows the test and its patient.
  await recordRead(db, { reader: doctor, source: 'diagnosis test page', items: [{ entity: 'diagnosis-test', entityId: test.id, patientId: test.patientId }] });
  // The form shows the test's own patient; the patient picker searches the others as the doctor types.
  const categories = await listCategoryOptions(db);
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis" />
      <PageTitle>Edit Patient Diagnosis Test</PageTitle>
      {test.voided ? (
        // A voided test is kept as it was (the chart links here): it says so instead of a form.
        <div className="space-y-4" data-testid="voided-record">
          <p className="text-sm">{test.reportNumber} of {test.patientName} was voided and can no longer be changed.</p>
          <VoidedNote {...test.voided} />
          <Link href={`/doctor/patients/${test.patientId}`} className="text-sm underline">
            Back to {test.patientName}&apos;s chart
          </Link>
        </div>
      ) : mayChange(doctor, test.doctorId) ? (
        <DiagnosisTestForm categories={categories} test={test} />
      ) : (
        <div className="space-y-4">
          <FormAlert message={`Only ${test.doctorName}, who wrote ${test.reportNumber}, or an administrator can change it.`} />
          <Link href="/doctor/diagnosis" className="text-sm underline">
            Back to the diagnosis tests
          </Link>
        </div>
      )}
    </div>
  );
}

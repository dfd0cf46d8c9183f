import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { cancellableOrders } from '@/components/lab/lab-orders-list';
import { PageTitle } from '@/components/page-title';
import { LinkButton } from '@/components/ui/link-button';
import { getAdmission } from '@/lib/admissions/queries/admission';
import { listDischargeMedicines } from '@/lib/admissions/queries/discharge-medicines';
import { listAdmissionLabOrders, listAdmissionPrescriptions } from '@/lib/admissions/queries/orders';
import { listProgressNotes } from '@/lib/admissions/queries/progress-notes';
import { listRoundVitals } from '@/lib/admissions/queries/round-vitals';
import { listBedStays } from '@/lib/admissions/queries/stays';
import { RECENT_NOTES, RECENT_ROUNDS, showAllHref } from '@/lib/admissions/rules/recent';
import { admissionViewSchema } from '@/lib/admissions/schema/admission-view';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { loadFailure } from '@/lib/load-failure';
import { medicineLine } from '@/lib/pdf/discharge-summary-document';
import { readLatestVitals } from '@/lib/vitals/queries/patient-vitals';
import { AdmissionHeader } from './_components/admission-header';
import { AdmissionOrders } from './_components/admission-orders';
import { BedHistory } from './_components/bed-history';
import { DischargeSummary } from './_components/discharge-summary';
import { PlanSection } from './_components/plan-section';
import { ProgressNotes } from './_components/progress-notes';
import { RoundVitals } from './_components/round-vitals';

export const metadata: Metadata = { title: 'Admission' };

/**
 * /doctor/admissions/{id}: a ward round's page. Who is in and where (the patient with their allergies and latest
 * vitals, the bed, the day of the stay), Transfer and Discharge; then the round's parts: the vitals, the progress
 * notes, the orders written during the stay, the plan and the history of beds. A discharged admission reads the
 * same without its forms, with its summary and the summary's PDF. A long stay shows its latest rounds and notes, each
 * list in full on asking (`?vitals=all`, `?notes=all`). Lab scientists are refused (requireDoctor), and what the page
 * shows of the patient is one audit insert.
 */
export default async function AdmissionPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { doctor } = await requireDoctor();
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const view = admissionViewSchema.parse(await searchParams);
  const db = await getDb();
  const [admission, stays, { notes, total: notesTotal }, allRounds, prescriptions, medicines, labOrders] = await Promise.all([
    getAdmission(db, id),
    listBedStays(db, id),
    listProgressNotes(db, id, view.notes === 'all' ? {} : { limit: RECENT_NOTES }),
    listRoundVitals(db, id),
    listAdmissionPrescriptions(db, id),
    listDischargeMedicines(db, id),
    // The lab's part says its own failure in place: the rest of the admission still shows.
    listAdmissionLabOrders(db, id).catch((error: unknown) => ({ error: loadFailure(error) })),
  ]);
  if (!admission) notFound();
  const { patient } = admission;
  const rounds = view.vitals === 'all' ? allRounds : allRounds.slice(0, RECENT_ROUNDS);
  const vitals = (await readLatestVitals(db, [patient.id])).get(patient.id) ?? {};
  await recordRead(db, {
    reader: doctor,
    source: 'admission',
    items: [
      ...patientsShown([patient.id]),
      { entity: 'admission', entityId: admission.id, patientId: patient.id },
      ...notes.map((note) => ({ entity: 'progress-note' as const, entityId: note.id, patientId: patient.id })),
      ...prescriptions.rows.map((prescription) => ({ entity: 'prescription' as const, entityId: prescription.id, patientId: patient.id })),
      ...('error' in labOrders ? [] : labOrders.rows.map((order) => ({ entity: 'lab-order' as const, entityId: order.id, patientId: patient.id }))),
    ],
  });

  const open = admission.discharge === null;
  const now = new Date();
  const medicineLines = medicines.map(medicineLine);
  return (
    <div className="space-y-6">
      <LinkButton href="/doctor/wards" icon={ArrowLeft} variant="ghost">
        Wards
      </LinkButton>
      <PageTitle>Admission</PageTitle>
      <AdmissionHeader admission={admission} vitals={vitals} medicines={medicineLines} now={now} />
      {admission.discharge ? <DischargeSummary discharge={admission.discharge} medicines={medicineLines} /> : null}
      <RoundVitals admissionId={admission.id} rounds={rounds} total={allRounds.length} showAllHref={showAllHref(admission.id, 'vitals', view)} open={open} />
      <ProgressNotes
        admissionId={admission.id}
        notes={notes}
        total={notesTotal}
        showAllHref={showAllHref(admission.id, 'notes', view)}
        open={open}
        viewer={doctor}
        now={now}
      />
      <AdmissionOrders
        admissionId={admission.id}
        patient={patient}
        open={open}
        prescriptions={prescriptions}
        labOrders={labOrders}
        cancellable={'error' in labOrders ? [] : cancellableOrders(doctor, labOrders.rows)}
      />
      <PlanSection admissionId={admission.id} plan={admission.plan} open={open} />
      <BedHistory stays={stays} />
    </div>
  );
}

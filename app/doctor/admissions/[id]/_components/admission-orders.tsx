import { Pill } from 'lucide-react';
import Link from '@/components/ui/link';
import { LoadError } from '@/components/forms/load-error';
import { VOIDED_ROW_CLASS, VoidedNote } from '@/components/forms/voided-note';
import { InstantDate } from '@/components/instant-date';
import { LabOrdersList } from '@/components/lab/lab-orders-list';
import { OrderTestsButton } from '@/components/lab/order-tests-button';
import { MedicineNames } from '@/components/prescription/medicine-names';
import { PrescriptionStateBadge } from '@/components/prescription/prescription-state-badge';
import { LinkButton } from '@/components/ui/link-button';
import type { VisitPrescription, VisitRecords } from '@/lib/appointments/queries/visit-records';
import type { ErrorDetails } from '@/lib/error-details';
import type { LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { cn } from '@/lib/utils';
import { MoreInChart } from './latest-of';
import { AdmissionSection } from './section';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

/** The prescription form with the patient chosen, coming back to this admission once saved. */
const prescriptionHref = (patientId: number, admissionId: number) =>
  `/doctor/prescription/create-prescription?${new URLSearchParams({ patient: String(patientId), returnTo: `/doctor/admissions/${admissionId}` })}`;

/**
 * "Orders": the visit page's next steps for this patient while in (a prescription, lab tests), then what was
 * written during the stay: the prescriptions (a voided one struck through, with why) and the lab orders with their
 * results. The lab's part says its own failure in place, with a retry.
 */
export function AdmissionOrders({
  admissionId,
  patient,
  open,
  prescriptions,
  labOrders,
  cancellable,
}: {
  admissionId: number;
  patient: { id: number; fullName: string };
  open: boolean;
  prescriptions: VisitRecords<VisitPrescription>;
  labOrders: VisitRecords<LabOrderSummary> | { error: ErrorDetails };
  cancellable: readonly number[];
}) {
  return (
    <AdmissionSection id="admission-orders" title="Orders">
      {open ? (
        <nav aria-label="Orders for this patient" className="flex flex-wrap gap-2">
          <LinkButton href={prescriptionHref(patient.id, admissionId)} icon={Pill} variant="secondary">
            Write prescription
          </LinkButton>
          <OrderTestsButton patientId={patient.id} patientName={patient.fullName} />
        </nav>
      ) : null}
      <h3 className="font-medium">Prescriptions during this stay</h3>
      {prescriptions.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No prescriptions during this stay yet.</p>
      ) : (
        <ul aria-label="Prescriptions during this stay" className="divide-y rounded-xl border bg-card text-sm">
          {prescriptions.rows.map((prescription) => {
            const struck = (className?: string) => cn(className, prescription.voided && VOIDED_ROW_CLASS);
            return (
              <li key={prescription.id} className="space-y-1 p-3">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <Link href={`/doctor/prescription/prescriptionn-details?id=${prescription.id}`} className={struck(LINK_CLASS)}>
                    Prescription of <InstantDate iso={prescription.addedAt} withTime />
                  </Link>
                  <MedicineNames names={prescription.medicineNames} className={struck('min-w-0')} />
                  <span className={struck('text-muted-foreground')}>{prescription.doctorName}</span>
                  <PrescriptionStateBadge prescription={prescription} />
                </div>
                {prescription.voided ? <VoidedNote {...prescription.voided} /> : null}
              </li>
            );
          })}
        </ul>
      )}
      <MoreInChart shown={prescriptions.rows.length} total={prescriptions.total} href={patientChartHref(patient.id, 'prescriptions')} what="prescriptions" />
      <h3 className="font-medium">Lab orders during this stay</h3>
      {'error' in labOrders ? (
        <LoadError error={labOrders.error} title="Could not load the lab orders" />
      ) : (
        <>
          <LabOrdersList orders={labOrders.rows} cancellable={cancellable} empty="No lab orders during this stay yet." />
          <MoreInChart shown={labOrders.rows.length} total={labOrders.total} href={patientChartHref(patient.id, 'results')} what="results" />
        </>
      )}
    </AdmissionSection>
  );
}

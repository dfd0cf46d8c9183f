import { BedDouble, ClipboardPlus, Pill } from 'lucide-react';
import { AdmitButton } from '@/components/admissions/admit-button';
import type { OpenAdmission } from '@/lib/admissions/queries/patient-admissions';
import { admittedLine } from '@/lib/admissions/rules/stay';
import Link from '@/components/ui/link';
import { AllergyBadges } from '@/components/allergies/allergy-badges';
import { PatientIdentity } from '@/components/patients/patient-identity';
import { AllergyEditor } from '@/components/allergies/allergy-editor';
import { OrderTestsButton } from '@/components/lab/order-tests-button';
import { LinkButton } from '@/components/ui/link-button';
import { LatestVitalsList } from '@/components/vitals/latest-vitals';
import { todayIso } from '@/lib/clinic-time';
import type { AllergySummary } from '@/lib/patients/queries/allergies';
import type { LatestVitals } from '@/lib/vitals/queries/patient-vitals';
import type { PatientRecord } from '@/lib/patients/queries/list';
import { visitActions } from './visit-actions';

/**
 * Who the visit is for, from the patient's record (not the booking form's typed copy): the name leading to
 * their chart, number, age and sex, their drug allergies (with their dialog: asked at the visit), their latest vitals (flagged "High"/"Low" outside the normal range, so an
 * abnormal reading is seen before the visit starts); then the visit's next steps, each opened with the patient and the visit:
 * a diagnosis test, a prescription, lab tests (ordered in a dialog, without leaving the visit), or admission to a ward;
 * a patient already in hospital shows their bed instead, leading to the admission.
 */
export function VisitPatient({
  patient,
  appointmentId,
  vitals,
  allergies,
  admission,
  doctorId,
}: {
  patient: PatientRecord;
  appointmentId: number;
  vitals: LatestVitals;
  allergies: AllergySummary;
  admission: OpenAdmission | null;
  doctorId: number;
}) {
  const actions = visitActions(patient.id, appointmentId);
  return (
    <section aria-labelledby="visit-patient" className="max-w-2xl space-y-4 rounded-xl border bg-card p-4 shadow-xs">
      <PatientIdentity patient={patient} headingId="visit-patient" />
      <div className="flex flex-wrap items-start gap-2">
        <AllergyBadges summary={allergies} className="min-w-0 flex-1" />
        <AllergyEditor patientId={patient.id} patientName={patient.fullName} summary={allergies} />
      </div>
      {admission ? (
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="visit-admitted">
          <BedDouble aria-hidden="true" className="size-4 shrink-0" />
          <Link href={`/doctor/admissions/${admission.admissionId}`} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
            {admittedLine(admission, todayIso())}
          </Link>
        </p>
      ) : null}
      <LatestVitalsList id="visit-patient-vitals" latest={vitals} />
      <nav aria-label="Visit actions" className="flex flex-wrap gap-2">
        <LinkButton href={actions.diagnosis} icon={ClipboardPlus}>
          Record diagnosis test
        </LinkButton>
        <LinkButton href={actions.prescription} icon={Pill} variant="secondary">
          Write prescription
        </LinkButton>
        <OrderTestsButton patientId={patient.id} patientName={patient.fullName} appointmentId={appointmentId} />
        {admission ? null : <AdmitButton patientId={patient.id} patientName={patient.fullName} appointmentId={appointmentId} doctorId={doctorId} />}
      </nav>
    </section>
  );
}

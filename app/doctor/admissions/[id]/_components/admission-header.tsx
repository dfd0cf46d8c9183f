import { FileDown } from 'lucide-react';
import { AllergyBadges } from '@/components/allergies/allergy-badges';
import { PatientIdentity } from '@/components/patients/patient-identity';
import { dischargeSummaryHref } from '@/lib/admissions/rules/stay';
import { Button } from '@/components/ui/button';
import { LatestVitalsList } from '@/components/vitals/latest-vitals';
import type { AdmissionDetail } from '@/lib/admissions/queries/admission';
import type { LatestVitals } from '@/lib/vitals/queries/patient-vitals';
import { todayIso } from '@/lib/clinic-time';
import { DischargeButton } from './discharge-button';
import { stayLine } from './stay-line';
import { TransferButton } from './transfer-button';

/**
 * Who is in and where: the patient (the name leading to the chart, number, age, sex, drug allergies and latest
 * vitals with their flags, as the visit page shows them), the bed, the day of the stay and who admitted them, the
 * reason and the expected days; then Transfer and Discharge while the patient is in, the summary's PDF once out.
 */
export function AdmissionHeader({ admission, vitals, medicines, now }: { admission: AdmissionDetail; vitals: LatestVitals; medicines: readonly string[]; now: Date }) {
  const { patient } = admission;
  return (
    <section aria-labelledby="admission-patient" className="max-w-3xl space-y-4 rounded-xl border bg-card p-4 shadow-xs">
      <PatientIdentity patient={patient} headingId="admission-patient" today={todayIso(now)} />
      <AllergyBadges summary={admission.allergies} />
      <LatestVitalsList id="admission-latest-vitals" latest={vitals} />
      <div className="space-y-1 border-t pt-3">
        <p className="font-medium [overflow-wrap:anywhere]" data-testid="admission-stay">
          {stayLine(admission, now)}
        </p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Reason for admission</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{admission.reason}</dd>
          <dt className="text-muted-foreground">Expected days</dt>
          <dd>{admission.expectedDays ?? 'Not set'}</dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        {admission.discharge ? (
          <Button asChild variant="secondary">
            {/* A download, not a page: the browser saves it. */}
            <a href={dischargeSummaryHref(admission.id)} download>
              <FileDown aria-hidden="true" />
              Discharge summary (PDF)
            </a>
          </Button>
        ) : (
          <>
            <TransferButton admissionId={admission.id} patientId={patient.id} patientName={patient.fullName} bed={admission.bed} />
            <DischargeButton admissionId={admission.id} patientName={patient.fullName} medicines={medicines} />
          </>
        )}
      </div>
    </section>
  );
}

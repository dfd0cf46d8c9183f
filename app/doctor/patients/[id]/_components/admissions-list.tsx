import { FileDown } from 'lucide-react';
import Link from '@/components/ui/link';
import { formatInstantDate } from '@/lib/clinic-time';
import { DISPOSITION_LABELS } from '@/lib/admissions/rules/disposition';
import { dischargeSummaryHref } from '@/lib/admissions/rules/stay';
import type { PatientAdmission } from '@/lib/admissions/queries/patient-admissions';
import { ChartSection } from './chart-section';

const linkClass = 'text-primary underline-offset-4 hover:underline focus-visible:underline';

/** "3 Nov 2026 to 9 Nov 2026, home", or "Since 28 Nov 2026, in hospital". */
function stayWords({ admittedAt, dischargedAt, disposition }: PatientAdmission): string {
  const admitted = formatInstantDate(admittedAt);
  if (!dischargedAt || !disposition) return `Since ${admitted}, in hospital`;
  return `${admitted} to ${formatInstantDate(dischargedAt)}, ${DISPOSITION_LABELS[disposition].toLowerCase()}`;
}

/**
 * The patient's stays in hospital, the latest first: where, why and how each ended, each leading to its admission
 * page, and the discharge summary of each that ended. A handful per patient: a list, not a paged table.
 */
export function AdmissionsList({ admissions }: { admissions: PatientAdmission[] }) {
  return (
    <ChartSection id="admissions" title="Admissions" total={admissions.length}>
      <ul className="divide-y">
        {admissions.map((admission) => (
          <li key={admission.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <Link href={`/doctor/admissions/${admission.id}`} className={`font-medium ${linkClass}`}>
                {admission.wardName ? `${admission.wardName}, bed ${admission.bedLabel}` : 'Admission'}
              </Link>
              <p>{stayWords(admission)}</p>
              <p className="text-muted-foreground [overflow-wrap:anywhere]">
                For {admission.reason}; admitted by {admission.admittingDoctorName}
              </p>
            </div>
            {admission.dischargedAt ? (
              <a href={dischargeSummaryHref(admission.id)} download className={`inline-flex items-center gap-1 ${linkClass}`}>
                <FileDown aria-hidden="true" className="size-4" />
                Discharge summary (PDF)
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </ChartSection>
  );
}

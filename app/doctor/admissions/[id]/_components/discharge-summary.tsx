import type { ReactNode } from 'react';
import Link from '@/components/ui/link';
import { InstantDate } from '@/components/instant-date';
import type { AdmissionDischarge } from '@/lib/admissions/queries/admission';
import { DISPOSITION_LABELS } from '@/lib/admissions/rules/disposition';
import { formatDate } from '@/lib/format';
import { AdmissionSection } from './section';

/**
 * A discharged admission's summary as it was written at discharge, with the medicines on discharge (the stay's
 * prescriptions) and the follow-up, leading to the visit it booked.
 */
export function DischargeSummary({ discharge, medicines }: { discharge: AdmissionDischarge; medicines: readonly string[] }) {
  const text = (value: string) => (value ? <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</span> : <span className="text-muted-foreground">None</span>);
  const parts: Array<[string, ReactNode]> = [
    ['Disposition', DISPOSITION_LABELS[discharge.disposition]],
    [
      'Discharged',
      <>
        <InstantDate iso={discharge.dischargedAt} withTime /> by {discharge.dischargedBy ?? 'a removed account'}
      </>,
    ],
    ['Diagnoses', text(discharge.diagnoses)],
    ['Course in hospital', text(discharge.course)],
    ['Procedures', text(discharge.procedures)],
    [
      'Medicines on discharge',
      medicines.length === 0 ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {medicines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ),
    ],
    [
      'Follow-up date',
      discharge.followUpDate ? (
        <>
          {formatDate(discharge.followUpDate)}
          {discharge.followUpAppointmentId ? (
            <>
              {' '}
              (
              <Link href={`/doctor/appointment/${discharge.followUpAppointmentId}`} className="font-medium text-primary underline underline-offset-4">
                the booked visit
              </Link>
              )
            </>
          ) : null}
        </>
      ) : (
        <span className="text-muted-foreground">None set</span>
      ),
    ],
  ];
  return (
    <AdmissionSection id="admission-discharge" title="Discharge summary">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {parts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </AdmissionSection>
  );
}

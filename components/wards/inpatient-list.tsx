import Link from '@/components/ui/link';
import { capitalise } from '@/lib/format';
import type { Inpatient } from '@/lib/wards/queries/inpatients';
import { OccupantFlags } from './occupant-flags';

/** Where an admission's page is: the admission, its plan, rounds, transfer and discharge. */
export const admissionHref = (admissionId: number) => `/doctor/admissions/${admissionId}`;

/** "Ward A, bed 3", or what is known of it. */
const placeOf = ({ wardName, bedLabel }: Pick<Inpatient, 'wardName' | 'bedLabel'>) => (wardName && bedLabel ? `${wardName}, bed ${bedLabel}` : 'Bed not known');

/**
 * A doctor's inpatients as a list of cards, each its patient's name (a link to the admission), number, age and sex,
 * ward and bed, day of stay and flagged vitals: the bed board's "My inpatients" and the dashboard's.
 */
export function InpatientList({ inpatients, labelledBy }: { inpatients: readonly Inpatient[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {inpatients.map((patient) => (
        <li key={patient.admissionId} data-testid="inpatient" className="grid gap-1.5 rounded-xl border bg-card p-4 text-sm">
          <Link href={admissionHref(patient.admissionId)} className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
            {patient.name}
          </Link>
          <p className="text-muted-foreground">
            {patient.patientNumber} · {capitalise(patient.gender)}, {patient.age}
          </p>
          <p>
            {placeOf(patient)} · <span className="font-medium">Day {patient.dayOfStay}</span>
          </p>
          <OccupantFlags flags={patient.flags} />
        </li>
      ))}
    </ul>
  );
}

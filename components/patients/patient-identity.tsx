import Link from '@/components/ui/link';
import { todayIso } from '@/lib/clinic-time';
import { ageOn, capitalise } from '@/lib/format';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import type { PatientIdentityFields } from '@/lib/patients/rules/identity';

/**
 * Who the patient is, as the visit and the admission head their page: "Patient", the name (a heading leading to the
 * chart), then number, age and sex. A date of birth worked out from an age typed at booking gives an approximate age.
 */
export function PatientIdentity({ patient, headingId, today = todayIso() }: { patient: PatientIdentityFields; headingId: string; today?: string }) {
  const age = ageOn(patient.dateOfBirth, today);
  const details: Array<[string, string]> = [
    ['Patient number', formatPatientNumber(patient.patientNumber)],
    ['Age', patient.dateOfBirthEstimated ? `about ${age}` : String(age)],
    ['Sex', capitalise(patient.gender)],
  ];
  return (
    <>
      <div>
        <p className="text-sm text-muted-foreground">Patient</p>
        <h2 id={headingId} className="text-xl font-semibold [overflow-wrap:anywhere]">
          <Link href={patientChartHref(patient.id)} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
            {patient.fullName}
          </Link>
        </h2>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

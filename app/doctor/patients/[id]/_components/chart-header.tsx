import { todayIso } from '@/lib/clinic-time';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { chartPhone, formatPhone } from '@/lib/patients/rules/phone';
import { BedDouble, CalendarPlus, ClipboardPlus, FileDown, Pencil, Pill } from 'lucide-react';
import { AdmitButton } from '@/components/admissions/admit-button';
import Link from '@/components/ui/link';
import type { OpenAdmission } from '@/lib/admissions/queries/patient-admissions';
import { admittedLine } from '@/lib/admissions/rules/stay';
import { Button } from '@/components/ui/button';
import { AllergyBadges } from '@/components/allergies/allergy-badges';
import { AllergyEditor } from '@/components/allergies/allergy-editor';
import { OrderTestsButton } from '@/components/lab/order-tests-button';
import { LinkButton } from '@/components/ui/link-button';
import { Photo } from '@/components/ui/photo';
import type { AllergySummary } from '@/lib/patients/queries/allergies';
import type { PatientRecord } from '@/lib/patients/queries/list';
import { ageOn, capitalise, formatDate } from '@/lib/format';
import { initials } from '@/lib/initials';
import { patientChartHref, type ChartTab } from '@/lib/patients/rules/chart-tabs';

/**
 * Where the chart's actions open, each with this patient already chosen; a new diagnosis test or prescription
 * comes back, once saved, to the part of the chart that lists it (`returnTo`).
 */
export const chartActions = (id: number) => {
  const back = (tab: ChartTab) => `returnTo=${encodeURIComponent(patientChartHref(id, tab))}`;
  return {
    edit: `/doctor/patients/${id}/edit`,
    book: `/doctor/appointments?book=${id}`,
    diagnosis: `/doctor/new-diagnosis?patient=${id}&${back('tests')}`,
    prescription: `/doctor/prescription/create-prescription?patient=${id}&${back('prescriptions')}`,
    fhirRecord: `/doctor/patients/${id}/fhir-record`,
  };
};

/**
 * The chart's head: photo, name (the page's h1), the stay in hospital the patient is in (leading to its admission
 * page), the drug allergies (seen before anything is prescribed, with their dialog), who the patient is and how to
 * reach them, and the actions: "Admit" while the patient is not in.
 */
export function ChartHeader({
  patient,
  allergies,
  admission,
  doctorId,
}: {
  patient: PatientRecord;
  allergies: AllergySummary;
  admission: OpenAdmission | null;
  doctorId: number;
}) {
  const actions = chartActions(patient.id);
  const address = [patient.street, [patient.state, patient.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const details: Array<[string, string]> = [
    ['Patient number', formatPatientNumber(patient.patientNumber)],
    [
      'Age',
      patient.dateOfBirthEstimated
        ? `About ${ageOn(patient.dateOfBirth, todayIso())} (estimated from the age given at booking)`
        : `${ageOn(patient.dateOfBirth, todayIso())} (born ${formatDate(patient.dateOfBirth)})`,
    ],
    ['Sex', capitalise(patient.gender)],
    ['Blood group', patient.bloodGroup ?? 'Not tested'],
    ['Phone', chartPhone(patient.phone)],
    ['Email', patient.email ?? 'Not given'],
    ['Address', address || 'Not given'],
    ['Next of kin', [patient.nextOfKinName, formatPhone(patient.nextOfKinPhone)].filter(Boolean).join(', ') || 'Not given'],
  ];
  return (
    <header className="space-y-4 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-4">
        <Photo src={patient.avatar} alt={`Photo of ${patient.fullName}`} fallback={initials(patient.fullName)} priority className="size-16 sm:size-20" />
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">Patient chart</p>
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">{patient.fullName}</h1>
        </div>
        <LinkButton href={actions.edit} icon={Pencil} variant="outline" className="ml-auto">
          Edit
        </LinkButton>
      </div>
      {admission ? (
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="chart-admitted">
          <BedDouble aria-hidden="true" className="size-4 shrink-0" />
          <Link href={`/doctor/admissions/${admission.admissionId}`} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
            {admittedLine(admission, todayIso())}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        <AllergyBadges summary={allergies} className="min-w-0 flex-1" />
        <AllergyEditor patientId={patient.id} patientName={patient.fullName} summary={allergies} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]" data-testid={`chart-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Chart actions" className="flex flex-wrap gap-2">
        <LinkButton href={actions.book} icon={CalendarPlus}>
          Book appointment
        </LinkButton>
        <LinkButton href={actions.diagnosis} icon={ClipboardPlus} variant="secondary">
          New diagnosis test
        </LinkButton>
        <LinkButton href={actions.prescription} icon={Pill} variant="secondary">
          New prescription
        </LinkButton>
        {/* Ordered from the chart, the order names no visit. */}
        <OrderTestsButton patientId={patient.id} patientName={patient.fullName} />
        {admission ? null : <AdmitButton patientId={patient.id} patientName={patient.fullName} doctorId={doctorId} />}
        {/* A file, not a page: a plain link the browser downloads (app/doctor/patients/[id]/fhir-record). */}
        <Button variant="outline" asChild>
          <a href={actions.fhirRecord} download>
            <FileDown aria-hidden="true" />
            Download record (FHIR)
          </a>
        </Button>
      </nav>
    </header>
  );
}

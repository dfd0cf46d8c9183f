'use client';

import { ClipboardList } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorState, type ErrorDetails } from '@/components/forms/error-state';
import { Photo } from '@/components/ui/photo';
import { LinkButton } from '@/components/ui/link-button';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { PATIENT_LIST_SCROLL_HIDE_DELAY_MS } from '@/lib/constants';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import type { PatientReport } from '@/lib/reports/queries/patient-reports';
import { formatInstantDate } from '@/components/format-date';
import { formatCount, formatDate } from '@/lib/format';
import { formatReading, MEASURE_INFO } from '@/lib/vitals/rules/measures';
import { flagBloodPressureText, flagReading, type VitalFlag } from '@/lib/vitals/rules/ranges';
import { VitalFlagBadge } from '@/components/vitals/vital-flag';
import type { Patient } from '@/lib/hospital-api/contract';
import { initials } from '@/lib/initials';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { MedicalReportsTable } from './medical-reports-table';
import { viewDetailsId } from './patient-list-keys';
import type { OpenedPatient } from './patient-sheet-host';

/** One page of the open patient's reports, as the server read it: the chart's Medical reports' query (voided ones counted apart). */
export type PatientReports = { patientId: number } & ({ ok: true; list: ChartListPage<PatientReport>; pageSize: number } | { ok: false; error: ErrorDetails });

/**
 * A patient as the sheet shows them, the phone already formatted by the server (sheet-patient.ts): formatting
 * it here would ship libphonenumber-js to the browser.
 */
export type SheetPatient = Omit<Patient, 'phone'> & { phone: string };

export interface PatientSheetProps {
  /** The patient whose View Details was chosen; null when the sheet is closed. */
  opened: OpenedPatient | null;
  /** Their details, as the server sent them; null while on their way. */
  patient: SheetPatient | null;
  /** The server answered without this patient (they are no longer on the page). */
  missing: boolean;
  /** Null while the reports of this patient are on their way. */
  reports: PatientReports | null;
  onClose: () => void;
  /** Reads the page again (the patient or their reports failed to come). */
  onRetry: () => void;
}

/**
 * The side sheet of one patient: personal and medical details, and their medical reports. Its code is fetched
 * when a sheet is first opened (patient-sheet-part.ts), not with the list.
 */
export function PatientSheet({ opened, patient, missing, reports, onClose, onRetry }: PatientSheetProps) {
  // The last patient shown, so that closing can give focus back to that card's View Details button: the
  // URL change that closes the sheet re-renders the grid, and the button focused before is not the same node.
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (opened) lastShown.current = opened.id;
  }, [opened]);
  return (
    <Sheet open={opened !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        className="w-full sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          const opener = lastShown.current === null ? null : document.getElementById(viewDetailsId(lastShown.current));
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {opened ? (
          // Radix lays the viewport's content out as `display: table`, which grows to the widest child (the
          // reports table) instead of the sheet's width: a block keeps it to the sheet, and the table scrolls alone.
          <ScrollArea
            scrollHideDelay={PATIENT_LIST_SCROLL_HIDE_DELAY_MS}
            className="h-full min-w-0 [&_[data-slot=scroll-area-viewport]>div]:block!"
          >
            <SheetHeader className="items-center px-12 text-center">
              <Photo src={patient?.avatar} fallback={initials(opened.name)} className="size-20" />
              <SheetTitle>Patient</SheetTitle>
              <SheetDescription className="[overflow-wrap:anywhere]">{opened.name}</SheetDescription>
              {patient && <p className="text-sm text-muted-foreground">{patient.patientNumber}</p>}
              <LinkButton href={patientChartHref(opened.id)} icon={ClipboardList} variant="outline" size="sm">
                Open chart
              </LinkButton>
            </SheetHeader>
            {patient ? (
              <PatientDetails patient={patient} reports={reports} onRetry={onRetry} />
            ) : missing ? (
              <div className="px-4 pb-6">
                <ErrorState
                  error={{ message: 'This patient is no longer on this page of the list.' }}
                  title="Could not load the patient"
                  onRetry={onRetry}
                />
              </div>
            ) : (
              <div role="status" aria-label="Loading the patient's details" className="space-y-3 px-4 pb-6">
                <Skeleton className="h-24" />
                <Skeleton className="h-20" />
                <Skeleton className="h-20" />
              </div>
            )}
          </ScrollArea>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

/** The sheet's body: the patient's details, latest vitals and medical reports. */
function PatientDetails({ patient, reports, onRetry }: { patient: SheetPatient; reports: PatientReports | null; onRetry: () => void }) {
  return (
            <div className="@container min-w-0 space-y-6 px-4 pb-6">
              <DetailSection title="Personal details">
                <Detail label="First name" value={patient.firstName} />
                <Detail label="Last name" value={patient.lastName} />
                <Detail label="Email" value={patient.email ?? 'Not given'} />
                <Detail label="Patient number" value={patient.patientNumber} />
                <Detail label="Phone" value={patient.phone} />
                <Detail label="Date of birth" value={formatDate(patient.dateOfBirth)} />
                <Detail label="Age" value={String(patient.age)} />
              </DetailSection>
              <DetailSection title="Medical details">
                <Detail label="Treatment" value={patient.treatment || 'None'} />
                <Detail label="Ongoing surgeries" value={patient.ongoingSurgeries || 'None'} />
                <Detail label="Blood group" value={patient.bloodGroup ?? 'Not tested'} />
                <Detail label="Last visited" value={patient.lastVisited ? formatDate(patient.lastVisited) : 'Never'} />
              </DetailSection>
              <DetailSection title="Latest vitals">
                <Detail label={MEASURE_INFO.weight.label} value={measured(formatReading('weight', patient.weight, null), patient.weightRecordedAt)} />
                <Detail
                  label={MEASURE_INFO['blood-pressure'].label}
                  value={measured(patient.bloodPressure && `${patient.bloodPressure} mmHg`, patient.bloodPressureRecordedAt)}
                  flag={flagBloodPressureText(patient.bloodPressure)}
                />
                <Detail
                  label={MEASURE_INFO.glucose.label}
                  value={measured(formatReading('glucose', patient.bloodGlucose, null), patient.bloodGlucoseRecordedAt)}
                  flag={patient.bloodGlucose === null ? null : flagReading('glucose', patient.bloodGlucose)}
                />
              </DetailSection>
              <section aria-labelledby="medical-reports-title" className="min-w-0 space-y-2">
                <div className="flex flex-wrap items-baseline gap-x-3">
                  <h3 id="medical-reports-title" className="font-semibold">
                    Medical reports
                  </h3>
                  {reports?.ok ? <ReportsCount total={reports.list.total} voided={reports.list.voided} /> : null}
                </div>
                {!reports ? (
                  <div role="status" aria-label="Loading medical reports" className="space-y-2">
                    <Skeleton className="h-8" />
                    <Skeleton className="h-8" />
                  </div>
                ) : reports.ok ? (
                  <MedicalReportsTable list={reports.list} pageSize={reports.pageSize} />
                ) : (
                  <ErrorState error={reports.error} title="Could not load the medical reports" onRetry={onRetry} />
                )}
              </section>
            </div>
  );
}

/** "3 in all (1 voided)", as the chart's Medical reports count them: the voided ones show struck through. */
function ReportsCount({ total, voided }: { total: number; voided: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {formatCount(total - voided)} in all
      {voided > 0 ? ` (${formatCount(voided)} voided)` : null}
    </p>
  );
}

/** "68 kg on 15 Mar 2026": a vital always says when it was measured. */
const measured = (value: string | null, takenAt: string | null) => (value === null ? 'Not measured' : takenAt ? `${value} on ${formatInstantDate(takenAt)}` : value);

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {/* One column where the sheet is narrow (a phone), two from 24rem of the sheet's content. */}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm @sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** A label and its value; a vital's value may carry its "High"/"Low" flag after it. */
function Detail({ label, value, flag = null }: { label: string; value: string; flag?: VitalFlag | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">
        {value}
        {flag ? (
          <>
            {' '}
            <VitalFlagBadge flag={flag} className="ml-1 align-middle" />
          </>
        ) : null}
      </dd>
    </div>
  );
}

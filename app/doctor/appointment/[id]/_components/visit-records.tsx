import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { formatInstantDate, instantDay } from '@/components/format-date';
import { VOIDED_ROW_CLASS, VoidedNote, type VoidedMark } from '@/components/forms/voided-note';
import { MedicineNames } from '@/components/prescription/medicine-names';
import { PrescriptionStateBadge } from '@/components/prescription/prescription-state-badge';
import type { VisitDiagnosisTest, VisitPrescription, VisitRecords } from '@/lib/appointments/queries/visit-records';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { cn } from '@/lib/utils';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

/** One list of the visit: a heading, its rows or what it says when empty, and a pointer to the chart past the limit. */
function VisitList<T extends { id: number; voided: VoidedMark | null }>({
  id,
  title,
  list,
  empty,
  chartHref,
  row,
}: {
  id: string;
  title: string;
  list: VisitRecords<T>;
  empty: string;
  chartHref: string;
  row: (record: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="max-w-2xl space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {list.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card text-sm">
          {list.rows.map((record) => (
            <li key={record.id} className="space-y-1 p-3">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">{row(record)}</div>
              {record.voided ? <VoidedNote {...record.voided} /> : null}
            </li>
          ))}
        </ul>
      )}
      {list.total > list.rows.length ? (
        <p className="text-sm text-muted-foreground">
          The latest {list.rows.length} of {list.total}; <Link href={chartHref} className={LINK_CLASS}>the patient&apos;s chart</Link> lists them all.
        </p>
      ) : null}
    </section>
  );
}

const When = ({ iso }: { iso: string }) => <time dateTime={instantDay(iso)}>{formatInstantDate(iso)}</time>;

/** A voided record's words are struck through (each piece: a strike-through does not reach into a clamped block); its state badge is not. */
const struck = (record: { voided: VoidedMark | null }, className?: string) => cn(className, record.voided && VOIDED_ROW_CLASS);

/**
 * The diagnosis tests and prescriptions written at this visit, newest first; a voided one stays, struck
 * through, saying who voided it, when and why (as the chart shows it). A report number opens the test, a
 * prescription's date its details.
 */
export function VisitRecordLists({
  tests,
  prescriptions,
  patientId,
}: {
  tests: VisitRecords<VisitDiagnosisTest>;
  prescriptions: VisitRecords<VisitPrescription>;
  patientId: number;
}) {
  return (
    <>
      <VisitList
        id="visit-tests"
        title="Diagnosis tests at this visit"
        list={tests}
        empty="No diagnosis tests at this visit yet."
        chartHref={patientChartHref(patientId, 'tests')}
        row={(test) => (
          <>
            <Link href={`/doctor/edit-diagnosis/${test.id}`} className={struck(test, LINK_CLASS)}>
              {test.reportNumber}
            </Link>
            <span className={struck(test)}>{test.categoryName}</span>
            <span className={struck(test, 'text-muted-foreground')}>
              {test.doctorName}, <When iso={test.createdOn} />
            </span>
          </>
        )}
      />
      <VisitList
        id="visit-prescriptions"
        title="Prescriptions at this visit"
        list={prescriptions}
        empty="No prescriptions at this visit yet."
        chartHref={patientChartHref(patientId, 'prescriptions')}
        row={(prescription) => (
          <>
            <Link href={`/doctor/prescription/prescriptionn-details?id=${prescription.id}`} className={struck(prescription, LINK_CLASS)}>
              Prescription of <When iso={prescription.addedAt} />
            </Link>
            <MedicineNames names={prescription.medicineNames} className={struck(prescription, 'min-w-0')} />
            <span className={struck(prescription, 'text-muted-foreground')}>{prescription.doctorName}</span>
            <PrescriptionStateBadge prescription={prescription} />
          </>
        )}
      />
    </>
  );
}

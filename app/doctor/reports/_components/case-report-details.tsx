'use client';

import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { ClipboardList } from 'lucide-react';
import { PersonCell } from '@/components/forms/person-cell';
import { LinkButton } from '@/components/ui/link-button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { CaseReport } from '@/lib/reports/queries/case-reports';
import { formatDate } from '@/lib/format';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { KIND_LABEL } from './report-lists';

/** The row's values, as a list a screen reader reads in order. */
function CaseReportFields({ report, withAvatars }: { report: CaseReport; withAvatars?: boolean }) {
  // A patient registered without an email shows the name alone; with avatars, a patient's number beside the name.
  const person = (who: { name: string; email: string | null; avatar: string; patientNumber?: string | null }) =>
    withAvatars ? <PersonCell {...who} /> : who.email ? `${who.name} (${who.email})` : who.name;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
      <dt className="text-muted-foreground">CASE ID</dt>
      <dd>{report.caseId}</dd>
      <dt className="text-muted-foreground">PATIENT</dt>
      <dd>{person(report.patient)}</dd>
      <dt className="text-muted-foreground">DOCTOR</dt>
      <dd>{person(report.doctor)}</dd>
      <dt className="text-muted-foreground">DATE</dt>
      <dd>{formatDate(report.date)}</dd>
      {report.notes ? (
        <>
          <dt className="text-muted-foreground">Notes</dt>
          <dd className="whitespace-pre-wrap">{report.notes}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A row click: the prototype alerted the row; this shows it in an alert dialog. */
export function CaseReportAlert({ report, onClose }: { report: CaseReport | null; onClose: () => void }) {
  return (
    <AlertDialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        {report ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{`${KIND_LABEL[report.kind]} report ${report.caseId}`}</AlertDialogTitle>
              <AlertDialogDescription>The selected row</AlertDialogDescription>
            </AlertDialogHeader>
            <CaseReportFields report={report} />
            <AlertDialogFooter>
              <AlertDialogAction>OK</AlertDialogAction>
            </AlertDialogFooter>
          </>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The Actions column's view: the report in a side sheet. */
export function CaseReportSheet({ report, onClose }: { report: CaseReport | null; onClose: () => void }) {
  return (
    <Sheet open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{report ? `${KIND_LABEL[report.kind]} report ${report.caseId}` : 'Report'}</SheetTitle>
          <SheetDescription>{report ? formatDate(report.date) : null}</SheetDescription>
        </SheetHeader>
        <div className="space-y-4 px-4 pb-6">
          {report ? <CaseReportFields report={report} withAvatars /> : null}
          {/* The report is the patient's: their chart lists it with the rest of their record. */}
          {report?.patient.patientId ? (
            <LinkButton href={patientChartHref(report.patient.patientId, 'reports')} icon={ClipboardList} variant="outline" size="sm">
              Open chart
            </LinkButton>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}

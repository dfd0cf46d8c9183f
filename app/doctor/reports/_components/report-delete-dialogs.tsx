'use client';

import { VoidDialog, voidingText } from '@/components/forms/void-dialog';
import { voidCaseReport, voidDocument, voidInvestigation } from '@/lib/reports/actions';
import type { CaseReport } from '@/lib/reports/queries/case-reports';
import type { OperationDocument } from '@/lib/reports/queries/documents';
import type { Investigation } from '@/lib/reports/queries/investigations';
import { KIND_LABEL } from './report-lists';
import { caseReportVoidTitle, DOCUMENT_VOID_TITLE, INVESTIGATION_VOID_TITLE } from './report-void-titles';

// Each tab's delete question, which voids the report with a reason (it asks to void, as that is what happens):
// fetched when a delete is first asked for.

interface DeleteProps<T> {
  /** The report waiting to be voided; null while the question is closed. */
  report: T | null;
  onClose: () => void;
}

const closing = (onClose: () => void) => (open: boolean) => !open && onClose();

export function CaseReportDeleteDialog({ kind, report, onClose }: DeleteProps<CaseReport> & { kind: CaseReport['kind'] }) {
  const label = KIND_LABEL[kind];
  return (
    <VoidDialog
      open={report !== null}
      onOpenChange={closing(onClose)}
      title={caseReportVoidTitle(report)}
      description={voidingText(`${label.toLowerCase()} report`)}
      record={report ? `${report.caseId} of ${report.patient.name}` : null}
      onConfirm={(reason) => voidCaseReport({ kind, id: report?.id, reason })}
      successMessage={`${label} report voided`}
    />
  );
}

export function InvestigationDeleteDialog({ report, onClose }: DeleteProps<Investigation>) {
  return (
    <VoidDialog
      open={report !== null}
      onOpenChange={closing(onClose)}
      title={INVESTIGATION_VOID_TITLE}
      description={voidingText('investigation report', 'its attachment')}
      record={report ? `${report.title} of ${report.user.name}` : null}
      onConfirm={(reason) => voidInvestigation({ id: report?.id, reason })}
      successMessage="Investigation report voided"
    />
  );
}

export function DocumentDeleteDialog({ report, onClose }: DeleteProps<OperationDocument>) {
  return (
    <VoidDialog
      open={report !== null}
      onOpenChange={closing(onClose)}
      title={DOCUMENT_VOID_TITLE}
      description={voidingText('operation report', 'its document')}
      record={report ? `${report.surgery} (Id ${report.id})` : null}
      onConfirm={(reason) => voidDocument({ id: report?.id, reason })}
      successMessage="Operation report voided"
    />
  );
}

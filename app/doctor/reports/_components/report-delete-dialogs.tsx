'use client';

import { VoidDialog } from '@/components/forms/void-dialog';
import { voidCaseReport, voidDocument, voidInvestigation } from '@/lib/actions/reports';
import type { CaseReport } from '@/lib/data/case-reports';
import type { OperationDocument } from '@/lib/data/documents';
import type { Investigation } from '@/lib/data/investigations';
import { KIND_LABEL } from './report-lists';

// Each tab's delete question, which voids the report with a reason: fetched when a delete is first asked for.

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
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      open={report !== null}
      onOpenChange={closing(onClose)}
      title={`Delete ${report?.caseId ?? 'this report'}?`}
      description={`The ${label.toLowerCase()} report leaves this list and is kept as voided, with your reason.`}
      record={report ? `${report.caseId} of ${report.patient.name}` : null}
      onConfirm={(reason) => voidCaseReport({ kind, id: report?.id, reason })}
      successMessage={`${label} report deleted successfully`}
    />
  );
}

export function InvestigationDeleteDialog({ report, onClose }: DeleteProps<Investigation>) {
  return (
    <VoidDialog
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      open={report !== null}
      onOpenChange={closing(onClose)}
      title="Delete this investigation report?"
      description="The report leaves this list and is kept as voided, with its attachment and your reason."
      record={report ? `${report.title} of ${report.user.name}` : null}
      onConfirm={(reason) => voidInvestigation({ id: report?.id, reason })}
      successMessage="Investigation report deleted successfully"
    />
  );
}

export function DocumentDeleteDialog({ report, onClose }: DeleteProps<OperationDocument>) {
  return (
    <VoidDialog
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      open={report !== null}
      onOpenChange={closing(onClose)}
      title="Delete this operation report?"
      description="The report leaves this list and is kept as voided, with its document and your reason."
      record={report ? `${report.surgery} (Id ${report.id})` : null}
      onConfirm={(reason) => voidDocument({ id: report?.id, reason })}
      successMessage="Operation report deleted successfully"
    />
  );
}

import type { InvestigationStatus, MedicalReportStatus } from '@/lib/db/schema/enums';

// A report's status is stored as its table words it: a medical report's in lower case ("abnormal"), an
// investigation's as the brief writes it ("In Progress"). Every screen shows it through this one table, so that
// one status never reads "abnormal" in one list and "Abnormal" in another, nor "Pending" in two colours.

export type ReportStatus = MedicalReportStatus | InvestigationStatus;

export type ReportStatusVariant = 'secondary' | 'destructive' | 'outline' | 'default' | 'success';

/** Each stored status: its word on the screen and its badge's look. */
export const REPORT_STATUS_LOOK: Readonly<Record<ReportStatus, { label: string; variant: ReportStatusVariant }>> = {
  normal: { label: 'Normal', variant: 'success' },
  abnormal: { label: 'Abnormal', variant: 'destructive' },
  pending: { label: 'Pending', variant: 'outline' },
  Pending: { label: 'Pending', variant: 'outline' },
  'In Progress': { label: 'In Progress', variant: 'secondary' },
  Completed: { label: 'Completed', variant: 'default' },
};

export const reportStatusLook = (status: ReportStatus) => REPORT_STATUS_LOOK[status];

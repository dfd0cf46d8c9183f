import { Badge } from '@/components/ui/badge';
import { reportStatusLook, type ReportStatus } from '@/lib/reports/rules/status';

/** A report's status as every list and view shows it: one word and one colour per status, whatever table holds it. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { label, variant } = reportStatusLook(status);
  return <Badge variant={variant}>{label}</Badge>;
}

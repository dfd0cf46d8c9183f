'use client';

import { ClipboardList, Download } from 'lucide-react';
import { PersonCell } from '@/components/forms/person-cell';
import { ReportStatusBadge } from '@/components/reports/report-status-badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { Investigation } from '@/lib/reports/queries/investigations';
import { formatDate } from '@/lib/format';
import { attachmentUrl } from './attachment-links';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

/** The Actions column's view of an investigation. */
export function InvestigationSheet({ investigation, onClose }: { investigation: Investigation | null; onClose: () => void }) {
  return (
    <Sheet open={investigation !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{investigation?.title ?? 'Investigation'}</SheetTitle>
          <SheetDescription>{investigation ? formatDate(investigation.date) : null}</SheetDescription>
        </SheetHeader>
        {investigation ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 px-4 pb-6 text-sm">
            <dt className="text-muted-foreground">USER</dt>
            <dd className="space-y-2">
              <PersonCell {...investigation.user} />
              {/* The report is the patient's: their chart lists it with the rest of their record. */}
              {investigation.user.patientId ? (
                <LinkButton href={patientChartHref(investigation.user.patientId, 'reports')} icon={ClipboardList} variant="outline" size="sm">
                  Open chart
                </LinkButton>
              ) : null}
            </dd>
            <dt className="text-muted-foreground">DATE</dt>
            <dd>{formatDate(investigation.date)}</dd>
            <dt className="text-muted-foreground">STATUS</dt>
            <dd>
              <ReportStatusBadge status={investigation.status} />
            </dd>
            <dt className="text-muted-foreground">ATTACHMENT</dt>
            <dd>
              {investigation.attachment ? (
                <Button asChild size="sm" variant="outline">
                  <a href={attachmentUrl(investigation.attachment.id)} download={investigation.attachment.fileName}>
                    <Download aria-hidden="true" />
                    {investigation.attachment.fileName}
                  </a>
                </Button>
              ) : (
                'No file'
              )}
            </dd>
          </dl>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

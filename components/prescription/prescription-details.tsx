import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { LinkButton } from '@/components/ui/link-button';
import type { PrescriptionRecord } from '@/lib/data/prescriptions';
import { PrescriptionSheet } from './prescription-sheet';
import { PrintButton } from './print-button';

/** The details screen around the printable sheet; the title and buttons stay off paper (print-hidden). */
export function PrescriptionDetails({ prescription, note }: { prescription: PrescriptionRecord; note?: string }) {
  return (
    <div className="space-y-6">
      <div className="print-hidden flex flex-wrap items-center justify-between gap-2">
        <PageTitle>Prescription Details</PageTitle>
        <div className="flex gap-2">
          <LinkButton href="/doctor/prescription" icon={ArrowLeft} variant="outline">
          Back
        </LinkButton>
          <PrintButton />
        </div>
      </div>
      {note ? <p className="print-hidden text-sm text-muted-foreground">{note}</p> : null}
      <PrescriptionSheet prescription={prescription} />
    </div>
  );
}

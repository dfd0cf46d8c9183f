'use client';

import { Archive, Ban, RotateCcw } from 'lucide-react';
import { useState, useTransition } from 'react';
import { runInstantAction } from '@/components/forms/instant-action';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { putBedBackInService } from '@/lib/wards/actions';
import type { AdminBed } from '@/lib/wards/queries/wards-admin';
import { BED_KIND_LABELS } from '@/lib/wards/rules/kinds';
import { OutOfServiceDialog } from './out-of-service-dialog';
import { RetireBedDialog } from './retire-bed-dialog';

/** A bed's state as the administrators read it: whether someone lies in it, never who. */
function stateText(bed: AdminBed): string {
  if (bed.state === 'out-of-service') return `Out of service: ${bed.outOfServiceReason ?? ''}`;
  if (bed.occupied) return 'Occupied';
  return bed.state === 'cleaning' ? 'Being cleaned' : 'Ready';
}

/**
 * One ward's beds, each with what an administrator may do to it: out of service (asking why) or back in service, and
 * retire (asked first). Buttons name their bed: a column of "Retire" tells a screen reader nothing.
 */
export function WardBeds({ wardName, beds }: { wardName: string; beds: readonly AdminBed[] }) {
  const [outOfService, setOutOfService] = useState<AdminBed | null>(null);
  const [retiring, setRetiring] = useState<AdminBed | null>(null);
  const [pending, startTransition] = useTransition();

  function backInService(bed: AdminBed) {
    startTransition(async () => {
      const result = await runInstantAction(() => putBedBackInService({ bedId: bed.bedId }));
      if (result?.ok) toast.success(`Bed ${bed.label} is back in service`);
    });
  }

  return (
    <>
      <ul aria-label={`Beds of ${wardName}`} className="divide-y rounded-lg border">
        {beds.map((bed) => (
          <li key={bed.bedId} data-testid="admin-bed" className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm">
            <span className="min-w-16 font-medium">Bed {bed.label}</span>
            <span className="min-w-24 text-muted-foreground">{BED_KIND_LABELS[bed.kind]}</span>
            <span className="flex-1">{stateText(bed)}</span>
            <span className="flex flex-wrap gap-2">
              {bed.state === 'out-of-service' ? (
                <Button type="button" variant="outline" size="sm" disabled={pending} aria-label={`Put bed ${bed.label} back in service`} onClick={() => backInService(bed)}>
                  <RotateCcw aria-hidden="true" />
                  Back in service
                </Button>
              ) : (
                <Button type="button" variant="outline" size="sm" aria-label={`Take bed ${bed.label} out of service`} onClick={() => setOutOfService(bed)}>
                  <Ban aria-hidden="true" />
                  Out of service
                </Button>
              )}
              <Button type="button" variant="outline" size="sm" className="text-destructive" aria-label={`Retire bed ${bed.label}`} onClick={() => setRetiring(bed)}>
                <Archive aria-hidden="true" />
                Retire
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <OutOfServiceDialog bed={outOfService} wardName={wardName} onClose={() => setOutOfService(null)} />
      <RetireBedDialog bed={retiring} wardName={wardName} onClose={() => setRetiring(null)} />
    </>
  );
}

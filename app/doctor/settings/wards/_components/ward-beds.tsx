'use client';

import { useTransition } from 'react';
import { runInstantAction } from '@/components/forms/instant-action';
import { toast } from '@/components/ui/toast';
import { putBedBackInService } from '@/lib/wards/actions';
import type { AdminBed } from '@/lib/wards/queries/wards-admin';
import { BED_KIND_LABELS } from '@/lib/wards/rules/kinds';
import type { BedTarget } from './bed-target';
import { bedStateText } from './bed-texts';
import { OutOfServiceDialog } from './out-of-service-dialog';
import { RetireBedDialog } from './retire-bed-dialog';
import { ROW_BUTTONS_LOOK, RowIcon } from './row-look';
import { useDialogTarget } from './use-dialog-target';

/** The rows' look, given once from the list rather than on each of a ward's rows. */
const BED_ROWS_LOOK = ['divide-y rounded-lg border', '[&_li]:flex [&_li]:flex-wrap [&_li]:items-center [&_li]:gap-x-4 [&_li]:gap-y-2 [&_li]:px-3 [&_li]:py-2 [&_li]:text-sm', ROW_BUTTONS_LOOK].join(' ');

/**
 * One ward's beds, each with what an administrator may do to it: out of service (asking why) or back in service, and
 * retire (asked first). Buttons name their bed: a column of "Retire" tells a screen reader nothing. Each kind of
 * dialog is mounted once for the list and opened for the bed pressed, with only its id and label. The rows are plain
 * markup styled from the list, their icons drawn once by the page (RowIcons): a large ward's page stays light.
 */
export function WardBeds({ wardName, beds }: { wardName: string; beds: readonly AdminBed[] }) {
  const outOfService = useDialogTarget<BedTarget>();
  const retiring = useDialogTarget<BedTarget>();
  const [pending, startTransition] = useTransition();

  function backInService({ bedId, label }: BedTarget) {
    startTransition(async () => {
      const result = await runInstantAction(() => putBedBackInService({ bedId }));
      if (result?.ok) toast.success(`Bed ${label} is back in service`);
    });
  }

  return (
    <>
      <ul aria-label={`Beds of ${wardName}`} className={BED_ROWS_LOOK}>
        {beds.map((bed) => {
          const target = { bedId: bed.bedId, label: bed.label };
          return (
            <li key={bed.bedId} data-testid="admin-bed">
              <span className="min-w-16 font-medium">Bed {bed.label}</span>
              <span className="min-w-24 text-muted-foreground">{BED_KIND_LABELS[bed.kind]}</span>
              <span className="flex-1">{bedStateText(bed)}</span>
              <span className="flex flex-wrap gap-2">
                {bed.state === 'out-of-service' ? (
                  <button type="button" disabled={pending} aria-label={`Put bed ${bed.label} back in service`} onClick={() => backInService(target)}>
                    <RowIcon icon="back-in-service" />
                    Back in service
                  </button>
                ) : (
                  <button type="button" aria-label={`Take bed ${bed.label} out of service`} onClick={() => outOfService.openFor(target)}>
                    <RowIcon icon="out-of-service" />
                    Out of service
                  </button>
                )}
                <button type="button" className="text-destructive" aria-label={`Retire bed ${bed.label}`} onClick={() => retiring.openFor(target)}>
                  <RowIcon icon="retire" />
                  Retire
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {outOfService.target && <OutOfServiceDialog bed={outOfService.target} wardName={wardName} open={outOfService.open} onOpenChange={outOfService.setOpen} />}
      {retiring.target && <RetireBedDialog bed={retiring.target} wardName={wardName} open={retiring.open} onOpenChange={retiring.setOpen} />}
    </>
  );
}

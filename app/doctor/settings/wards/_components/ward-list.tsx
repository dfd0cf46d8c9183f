'use client';

import Link from '@/components/ui/link';
import type { AdminWard } from '@/lib/wards/queries/wards-admin';
import { WARD_KIND_LABELS, WARD_SEX_LABELS } from '@/lib/wards/rules/kinds';
import { cn } from '@/lib/utils';
import { bedCountsText } from './bed-texts';
import { ROW_BUTTONS_LOOK, RowIcon } from './row-look';
import { useDialogTarget } from './use-dialog-target';
import { WardDialog, type WardFields } from './ward-dialog';
import { wardsAdminHref } from './wards-href';

const WARD_ROWS_LOOK = `divide-y overflow-hidden rounded-xl border bg-card ${ROW_BUTTONS_LOOK}`;

/**
 * The clinic's wards, each with what it is, whom it takes and its beds counted, and "Change". A ward's name is a
 * link that shows its beds (a link, so that it works before the page's script and each ward has an address); the
 * ward shown is marked as the current one. One "Change" dialog serves every ward, opened for the one pressed.
 */
export function WardList({ wards, chosenId }: { wards: readonly AdminWard[]; chosenId: number }) {
  const changing = useDialogTarget<WardFields>();
  return (
    <section aria-labelledby="wards-list-heading" className="min-w-0 space-y-2">
      <h2 id="wards-list-heading" className="text-lg font-semibold">
        Wards
      </h2>
      <ul className={WARD_ROWS_LOOK}>
        {wards.map(({ wardId, name, kind, sex, inService, outOfService }) => {
          const chosen = wardId === chosenId;
          return (
            <li
              key={wardId}
              data-testid="admin-ward"
              className={cn('flex items-start justify-between gap-3 border-l-4 p-3', chosen ? 'border-l-primary' : 'border-l-transparent')}
            >
              <div className="min-w-0 space-y-0.5">
                <Link
                  href={wardsAdminHref(wardId)}
                  aria-current={chosen ? 'true' : undefined}
                  className={cn('break-words text-primary underline underline-offset-4', chosen && 'font-semibold')}
                >
                  {name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {WARD_KIND_LABELS[kind]} · {WARD_SEX_LABELS[sex]}
                </p>
                <p className="text-sm text-muted-foreground">{bedCountsText({ inService, outOfService })}</p>
              </div>
              <button type="button" aria-haspopup="dialog" aria-label={`Change ${name}`} onClick={() => changing.openFor({ wardId, name, kind, sex })}>
                <RowIcon icon="change" />
                Change
              </button>
            </li>
          );
        })}
      </ul>
      {changing.target && <WardDialog ward={changing.target} open={changing.open} onOpenChange={changing.setOpen} />}
    </section>
  );
}

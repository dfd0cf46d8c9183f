'use client';

import { useState } from 'react';
import { InstantDate } from '@/components/instant-date';
import { FlagBadge } from '@/components/lab/flag-badge';
import { OpenedPart } from '@/components/opened-part';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import Link from '@/components/ui/link';
import type { LabOrderToReview } from '@/lib/lab/queries/to-review';
import { PRIORITY_LABELS } from '@/lib/lab/rules/states';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

/** The dialog's form (react-hook-form, the schema) comes the first time one is opened, not with the home screen. */
export const labReviewDialog = lazyPart(() => import('./lab-review-dialog').then((module) => module.LabReviewDialog));

/** Pointing at or focusing the button starts the fetch, so the dialog is usually there by the click. */
const preload = () => void labReviewDialog.preload().catch(() => undefined);

/** Flagged values shown per order; the chart's Results show them all. */
export const FLAGGED_SHOWN = 4;

const linkClass = 'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One released order of the doctor's to review: the patient (opening the chart's Results), the order and its tests,
 * the values outside their range in words and colour, when it was released (and amended), and "Mark as reviewed".
 * Reviewed, it leaves the list at once; the page's refresh then recounts.
 */
export function LabReviewItem({ item }: { item: LabOrderToReview }) {
  const [reviewed, setReviewed] = useState(false);
  const [open, setOpen] = useState(false);
  if (reviewed) return null;
  const shown = item.flagged.slice(0, FLAGGED_SHOWN);
  const hidden = item.flagged.length - shown.length;
  return (
    <li data-testid="review-lab-order" data-severity={item.severity} className="space-y-1 py-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link href={patientChartHref(item.patientId, 'results')} className={linkClass}>
            {item.patientName}
          </Link>{' '}
          <span className="text-muted-foreground">· {item.patientNumber}</span>
          <p className="text-muted-foreground">
            {item.orderNumber}
            {item.priority !== 'routine' ? ` · ${PRIORITY_LABELS[item.priority]}` : ''} · {item.tests.join(', ')}
          </p>
        </div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Mark as reviewed: ${item.orderNumber} of ${item.patientName}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          Mark as reviewed
        </Button>
        <OpenedPart
          part={labReviewDialog}
          open={open}
          name="Mark as reviewed"
          onClose={() => setOpen(false)}
          props={{ open, onOpenChange: setOpen, orderId: item.orderId, orderNumber: item.orderNumber, patientName: item.patientName, onReviewed: () => setReviewed(true) }}
        />
      </div>
      {shown.length > 0 ? (
        <ul aria-label={`Flagged results of ${item.orderNumber}`} className="flex flex-col gap-0.5">
          {shown.map((result, index) => (
            <li key={`${result.name}-${index}`} className="flex flex-wrap items-center gap-x-2">
              <span>
                {result.name} {result.value}
                {result.unit ? ` ${result.unit}` : ''}
              </span>
              <FlagBadge flag={result.flag} />
            </li>
          ))}
          {hidden > 0 ? <li className="text-muted-foreground">and {hidden} more flagged</li> : null}
        </ul>
      ) : (
        <p className="text-muted-foreground">Every result within its range</p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        {item.amendedAt ? (
          <>
            <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">Amended</span>
            <span>
              amended <InstantDate iso={item.amendedAt} withTime />
            </span>
          </>
        ) : null}
        <span>
          released <InstantDate iso={item.releasedAt} withTime />
        </span>
      </p>
    </li>
  );
}

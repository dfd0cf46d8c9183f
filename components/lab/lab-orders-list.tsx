import { FileDown } from 'lucide-react';
import { InstantDate } from '@/components/instant-date';
import { Button } from '@/components/ui/button';
import { mayChange, type Actor } from '@/lib/auth/roles';
import type { LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { sourceLine } from '@/lib/record-import/rules/source-line';
import { OrderCancelButton } from './order-cancel-button';
import { OrderStatusBadge, PriorityBadge } from './order-status-badge';
import { ResultsLines } from './results-lines';

/** The lab report of a released order, as a PDF. */
export const labReportHref = (orderId: number) => `/doctor/lab/report/${orderId}`;

/** The orders the viewer may cancel: those still awaiting their specimen that they placed, or any for an administrator. */
export const cancellableOrders = (viewer: Actor, orders: readonly LabOrderSummary[]): number[] =>
  orders.filter((order) => order.status === 'ordered' && mayChange(viewer, order.orderedById)).map((order) => order.id);

/** What an order that has no results to show says instead: where it is, or why it was cancelled. */
function OrderState({ order, outOfRangeOnly }: { order: LabOrderSummary; outOfRangeOnly: boolean }) {
  switch (order.status) {
    case 'ordered':
      return <p className="text-sm text-muted-foreground">Awaiting specimen: no results yet.</p>;
    case 'collected':
      return (
        <p className="text-sm text-muted-foreground">
          Specimen taken{order.collectedAt ? <> <InstantDate iso={order.collectedAt} withTime /></> : null}; results awaited.
        </p>
      );
    case 'resulted':
      return <p className="text-sm text-muted-foreground">Results entered; awaiting verification by the lab.</p>;
    case 'cancelled':
      return (
        <p className="text-sm text-destructive">
          <span className="font-semibold">Cancelled</span>
          {order.cancelledAt ? <> on <InstantDate iso={order.cancelledAt} withTime /></> : null} by {order.cancelledBy ?? 'a removed account'}: {order.cancelReason}
        </p>
      );
    case 'released':
      return (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Released{order.releasedAt ? <> <InstantDate iso={order.releasedAt} withTime /></> : null}
            {order.verifiedBy ? <>, verified by {order.verifiedBy}</> : null}
            {order.selfVerified ? ' (self-verified: the scientist who entered the results)' : null}
            {order.amendedAt ? <>, amended <InstantDate iso={order.amendedAt} withTime /></> : null}.
          </p>
          <ResultsLines lines={order.lines} outOfRangeOnly={outOfRangeOnly} />
        </div>
      );
  }
}

/**
 * Lab orders as the visit page and the chart list them, newest first: each its number, state, priority, who ordered
 * it and when, the tests and the clinical note; then its results once released (flagged, amended values struck
 * through), or what it is waiting for, or why it was cancelled. Cards, one under another, so that a phone reads them
 * as a desk does. Cancelling is offered on the orders in `cancellable`; the report on every released one.
 */
export function LabOrdersList({
  orders,
  cancellable,
  empty,
  outOfRangeOnly = false,
}: {
  orders: readonly LabOrderSummary[];
  cancellable: readonly number[];
  empty: string;
  /** Each released order's results that stand out only (the chart, which lists every test's values beside it). */
  outOfRangeOnly?: boolean;
}) {
  if (orders.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {orders.map((order) => {
        const number = formatLabOrderNumber(order.number);
        return (
          <li key={order.id} className="min-w-0 space-y-2 p-3 sm:p-4" data-testid="lab-order">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold tabular-nums">{number}</h3>
              <OrderStatusBadge status={order.status} />
              <PriorityBadge priority={order.priority} />
              <span className="text-sm text-muted-foreground">
                {order.importSource ? (
                  // Done by another laboratory, before this clinic knew the patient: where it came from, not who ordered it.
                  <>
                    Taken <InstantDate iso={order.orderedAt} withTime />, {sourceLine(order.importSource)}
                  </>
                ) : (
                  <>
                    Ordered <InstantDate iso={order.orderedAt} withTime /> by {order.orderedBy ?? 'a removed account'}
                  </>
                )}
              </span>
            </div>
            <p className="text-sm [overflow-wrap:anywhere]">
              <span className="text-muted-foreground">Tests: </span>
              {order.tests.join(', ')}
            </p>
            {order.note ? (
              <p className="text-sm [overflow-wrap:anywhere]">
                <span className="text-muted-foreground">Clinical note: </span>
                {order.note}
              </p>
            ) : null}
            <OrderState order={order} outOfRangeOnly={outOfRangeOnly} />
            {order.status === 'released' || cancellable.includes(order.id) ? (
              <div className="flex flex-wrap gap-2">
                {order.status === 'released' ? (
                  // A file, not a page: a plain link the browser downloads.
                  <Button variant="outline" size="sm" asChild>
                    <a href={labReportHref(order.id)} download>
                      <FileDown aria-hidden="true" />
                      Download report (PDF)<span className="sr-only"> of {number}</span>
                    </a>
                  </Button>
                ) : null}
                {cancellable.includes(order.id) ? <OrderCancelButton orderId={order.id} number={number} /> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

import Link from '@/components/ui/link';
import { LoadError } from '@/components/forms/load-error';
import { LabOrdersList } from '@/components/lab/lab-orders-list';
import type { ErrorDetails } from '@/lib/error-details';
import type { VisitRecords } from '@/lib/appointments/queries/visit-records';
import type { LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

/**
 * "Lab orders at this visit": each order placed here with its state, tests, priority and number, its results once
 * released (flagged), and Cancel on those still awaiting their specimen that the viewer may cancel. A failed read
 * says so here, with a retry, and leaves the rest of the visit standing.
 */
export function VisitLabOrders({ list, cancellable, patientId }: { list: VisitRecords<LabOrderSummary> | { error: ErrorDetails }; cancellable: readonly number[]; patientId: number }) {
  return (
    <section aria-labelledby="visit-lab-orders" className="max-w-2xl space-y-2">
      <h2 id="visit-lab-orders" className="text-lg font-semibold">
        Lab orders at this visit
      </h2>
      {'error' in list ? (
        <LoadError error={list.error} title="Could not load the lab orders" />
      ) : (
        <>
          <LabOrdersList orders={list.rows} cancellable={cancellable} empty="No lab orders at this visit yet." />
          {list.total > list.rows.length ? (
            <p className="text-sm text-muted-foreground">
              The latest {list.rows.length} of {list.total};{' '}
              <Link href={patientChartHref(patientId, 'results')} className="font-medium text-primary underline underline-offset-4">
                the patient&apos;s results
              </Link>{' '}
              list them all.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

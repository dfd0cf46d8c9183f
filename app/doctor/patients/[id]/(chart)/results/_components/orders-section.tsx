import { LoadError } from '@/components/forms/load-error';
import { cancellableOrders, LabOrdersList } from '@/components/lab/lab-orders-list';
import { recordRead } from '@/lib/audit';
import type { SignedInDoctor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import type { ListPage } from '@/lib/db/paging';
import { listPatientLabOrders, PATIENT_ORDERS_PAGE_SIZE, type LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { loadFailure } from '@/lib/load-failure';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { ChartSection } from '../../../_components/chart-section';
import { OrdersPager } from './orders-pager';

/** Where the chart's Results record what they show: the chart, and which part of it. */
export const RESULTS_AUDIT_SOURCE = 'chart, results';

/**
 * The patient's lab orders, newest first, a page at a time (`?ordersPage=`): each with its state, its results once
 * released, or what it waits for, or why it was cancelled. The page's orders go to the audit trail before they are
 * shown; a failed read (or audit) is said here, with a retry, and shows nothing of the record.
 */
export async function OrdersSection({ patientId, page, doctor }: { patientId: number; page: number; doctor: SignedInDoctor }) {
  let list: ListPage<LabOrderSummary>;
  try {
    const db = await getDb();
    list = await listPatientLabOrders(db, patientId, { page, pageSize: PATIENT_ORDERS_PAGE_SIZE });
    await recordRead(db, {
      reader: doctor,
      source: RESULTS_AUDIT_SOURCE,
      items: list.rows.map((order) => ({ entity: 'lab-order' as const, entityId: order.id, patientId })),
    });
  } catch (error) {
    return (
      <ChartSection id="lab-orders" title="Lab orders">
        <LoadError error={loadFailure(error)} title="Could not load the lab orders" />
      </ChartSection>
    );
  }
  const href = (to: number) => `${patientChartHref(patientId, 'results')}${to > 1 ? `?ordersPage=${to}` : ''}`;
  return (
    <ChartSection id="lab-orders" title="Lab orders" total={list.total}>
      <LabOrdersList orders={list.rows} cancellable={cancellableOrders(doctor, list.rows)} empty="No lab orders yet." outOfRangeOnly />
      <OrdersPager page={list.page} total={list.total} pageSize={PATIENT_ORDERS_PAGE_SIZE} href={href} />
    </ChartSection>
  );
}

import { LoadError } from '@/components/forms/load-error';
import { cancellableOrders, LabOrdersList } from '@/components/lab/lab-orders-list';
import type { SignedInDoctor } from '@/lib/auth/session';
import type { ListPage } from '@/lib/db/paging';
import { PATIENT_ORDERS_PAGE_SIZE, type LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { loadFailure } from '@/lib/load-failure';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { ChartSection } from '../../../_components/chart-section';
import { OrdersPager } from './orders-pager';

/**
 * The patient's lab orders, newest first, a page at a time (`?ordersPage=`): each with its state, its results once
 * released, or what it waits for, or why it was cancelled. A read that failed is said here, with a retry, and shows
 * nothing of the record.
 */
export function OrdersSection({ patientId, doctor, read }: { patientId: number; doctor: SignedInDoctor; read: PromiseSettledResult<ListPage<LabOrderSummary>> }) {
  if (read.status === 'rejected') {
    return (
      <ChartSection id="lab-orders" title="Lab orders">
        <LoadError error={loadFailure(read.reason)} title="Could not load the lab orders" />
      </ChartSection>
    );
  }
  const list = read.value;
  const href = (to: number) => `${patientChartHref(patientId, 'results')}${to > 1 ? `?ordersPage=${to}` : ''}`;
  return (
    <ChartSection id="lab-orders" title="Lab orders" total={list.total}>
      <LabOrdersList orders={list.rows} cancellable={cancellableOrders(doctor, list.rows)} empty="No lab orders yet." outOfRangeOnly />
      <OrdersPager page={list.page} total={list.total} pageSize={PATIENT_ORDERS_PAGE_SIZE} href={href} />
    </ChartSection>
  );
}

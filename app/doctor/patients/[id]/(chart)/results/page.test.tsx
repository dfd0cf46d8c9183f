import { gt, sql } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import type { SignedInDoctor } from '@/lib/auth/session';
import { auditEvents } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { labFixture } from '@/lib/lab/queries/order-fixtures';
import type { LabOrderSummary } from '@/lib/lab/queries/patient-orders';
import { readPatientResultHistory, type TestHistory } from '@/lib/lab/queries/patient-results';
import { LoadError } from '@/components/forms/load-error';
import { LabOrdersList } from '@/components/lab/lab-orders-list';
import { resolveTree } from '@/tests/server-tree';
import { OrdersPager } from './_components/orders-pager';
import { OrdersSection } from './_components/orders-section';
import { ResultsHistory } from './_components/results-history';
import { TestsOverview } from './_components/tests-overview';
import { TestHistoryCard } from './_components/test-history';
import ChartResultsPage from './page';

const session: { doctor: SignedInDoctor } = { doctor: { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as SignedInDoctor };
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: session.doctor })) }));
jest.mock('@/lib/lab/queries/patient-results', () => {
  const actual = jest.requireActual('@/lib/lab/queries/patient-results');
  return { ...actual, readPatientResultHistory: jest.fn(actual.readPatientResultHistory) };
});
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

let handle: DbHandle;
let lab: Awaited<ReturnType<typeof labFixture>>;
const ids: number[] = [];
const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 9, n, hour));

beforeAll(async () => {
  handle = await setUpApi();
  lab = await labFixture(handle.db);
  // Six orders (more than a page): the first two released, the last still awaiting its specimen.
  for (let n = 1; n <= 6; n += 1) ids.push(await lab.place(['haemoglobin'], day(n)));
  await lab.release(ids[0], day(1, 10), { haemoglobin: '11.0' });
  await lab.release(ids[1], day(2, 10), { haemoglobin: '9.5' });
});
afterAll(() => tearDownApi(handle));

async function open(patientId: number, query: Record<string, string> = {}) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const page = await resolveTree(ChartResultsPage({ params: Promise.resolve({ id: String(patientId) }), searchParams: Promise.resolve(query) }) as Promise<ReactNode>);
  // The page's two sections are plain components of the data it read: their trees, as they render it.
  const sections = page.filter((element) => element.type === OrdersSection || element.type === ResultsHistory);
  const tree = [...page, ...(await Promise.all(sections.map((element) => resolveTree((element.type as (props: unknown) => ReactNode)(element.props))))).flat()];
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  return { tree, lines };
}

const propsOf = <P,>(tree: ReactElement[], type: unknown) => tree.filter((element) => element.type === type).map((element) => element.props as P);

describe('the chart’s Results', () => {
  it('lists a page of orders newest first, each test over time, and records every order it shows', async () => {
    const { tree, lines } = await open(lab.patientId);
    const [list] = propsOf<{ orders: LabOrderSummary[]; cancellable: number[] }>(tree, LabOrdersList);
    expect(list.orders.map((order) => order.id)).toEqual([...ids].reverse().slice(0, 5));
    // An administrator may cancel every order still awaiting its specimen.
    expect(list.cancellable).toEqual(ids.slice(2).reverse());
    expect(propsOf(tree, OrdersPager)).toEqual([expect.objectContaining({ page: 1, total: 6 })]);
    const [history] = propsOf<{ test: TestHistory }>(tree, TestHistoryCard);
    expect(history.test).toMatchObject({ name: 'Haemoglobin', total: 2 });
    expect(history.test.points.map((point) => point.valueNumber)).toEqual([9.5, 11]);
    // Every test a row; the one shown in full is the latest measured one with a trend, or the one the address names.
    const [overview] = propsOf<{ history: TestHistory[]; chosen: number; hrefOf: (testId: number) => string }>(tree, TestsOverview);
    expect(overview.history.map((test) => test.testId)).toContain(history.test.testId);
    expect(overview.chosen).toBe(history.test.testId);
    expect(overview.hrefOf(history.test.testId)).toBe(`/doctor/patients/${lab.patientId}/results?test=${history.test.testId}#chosen-test`);
    const other = overview.history.find((test) => test.testId !== history.test.testId);
    if (other) {
      const [named] = propsOf<{ test: TestHistory }>((await open(lab.patientId, { test: String(other.testId) })).tree, TestHistoryCard);
      expect(named.test.testId).toBe(other.testId);
    }

    expect(lines.filter((line) => line.detail === 'chart')).toEqual([expect.objectContaining({ entity: 'patient', patientId: lab.patientId, actorId: 1 })]);
    const orders = lines.filter((line) => line.entity === 'lab-order');
    expect(orders.every((line) => line.detail === 'chart, results' && line.patientId === lab.patientId && line.action === 'view')).toBe(true);
    // The page's five orders, and the first order (on page 2) whose result the history shows.
    expect(new Set(orders.map((line) => Number(line.entityId)))).toEqual(new Set(ids));
  });

  it('serves the second page from ?ordersPage=, and records only what it shows', async () => {
    const { tree, lines } = await open(lab.patientId, { ordersPage: '2' });
    expect(propsOf<{ orders: LabOrderSummary[] }>(tree, LabOrdersList)[0].orders.map((order) => order.id)).toEqual([ids[0]]);
    expect(new Set(lines.filter((line) => line.entity === 'lab-order').map((line) => Number(line.entityId)))).toEqual(new Set([ids[0], ids[1]]));
  });

  it('shows a doctor Cancel only on their own waiting orders, and a patient without orders says so', async () => {
    session.doctor = { id: lab.doctorId, email: 'doctor@results.test', role: 'doctor', status: 'active' } as SignedInDoctor;
    const own = await open(lab.patientId);
    expect(propsOf<{ cancellable: number[] }>(own.tree, LabOrdersList)[0].cancellable).toEqual(ids.slice(2).reverse());
    session.doctor = { id: lab.doctorId + 1000, email: 'other@results.test', role: 'doctor', status: 'active' } as SignedInDoctor;
    const other = await open(lab.patientId);
    expect(propsOf<{ cancellable: number[] }>(other.tree, LabOrdersList)[0].cancellable).toEqual([]);

    const empty = await open(lab.otherPatientId);
    expect(propsOf(empty.tree, LabOrdersList)).toEqual([expect.objectContaining({ orders: [], empty: 'No lab orders yet.' })]);
    expect(propsOf(empty.tree, TestHistoryCard)).toEqual([]);
    expect(empty.lines.map((line) => line.entity)).toEqual(['patient']);
  });

  it('says in its own section that the results over time could not be read, and still lists and records the orders', async () => {
    session.doctor = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as SignedInDoctor;
    jest.mocked(readPatientResultHistory).mockRejectedValueOnce(new Error('connection lost'));
    const { tree, lines } = await open(lab.patientId);
    expect(propsOf<{ title: string }>(tree, LoadError).map((props) => props.title)).toEqual(['Could not load the results over time']);
    expect(propsOf(tree, TestHistoryCard)).toEqual([]);
    expect(propsOf<{ orders: LabOrderSummary[] }>(tree, LabOrdersList)[0].orders.map((order) => order.id)).toEqual([...ids].reverse().slice(0, 5));
    expect(new Set(lines.filter((line) => line.entity === 'lab-order').map((line) => Number(line.entityId)))).toEqual(new Set(ids.slice(1)));
    expect(lines.filter((line) => line.entity === 'patient')).toHaveLength(1);
  });
});

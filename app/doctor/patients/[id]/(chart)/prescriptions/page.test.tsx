import type { ReactElement, ReactNode } from 'react';
import { LoadError } from '@/components/forms/load-error';
import type { SignedInDoctor } from '@/lib/auth/session';
import { medicationHistory } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { listPatientMedicationHistory, type ChartMedicationHistory } from '@/lib/medication-history/queries/chart';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import { importFixture, SYSTEMS_SOURCE } from '@/lib/record-import/queries/chart-fixtures';
import { resolveTree } from '@/tests/server-tree';
import { MedicationHistoryList } from '../../_components/medication-history-list';
import { PrescriptionsList } from '../../_components/prescriptions-list';
import ChartPrescriptionsPage from './page';

const doctor = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor })) }));
jest.mock('@/lib/medication-history/queries/chart', () => {
  const actual = jest.requireActual('@/lib/medication-history/queries/chart');
  return { ...actual, listPatientMedicationHistory: jest.fn(actual.listPatientMedicationHistory) };
});

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;

beforeAll(async () => {
  handle = await setUpApi();
  fixture = await importFixture(handle.db);
  await handle.db.insert(medicationHistory).values([
    { patientId: fixture.patientId, importId: fixture.bySystemId, name: 'Metformin 500 mg', kind: 'request', status: 'active', recordedOn: '2024-02-01' },
    { patientId: fixture.patientId, importId: fixture.bySystemId, name: 'Amoxicillin 500 mg', kind: 'statement', status: 'completed', startedOn: '2019-03-01' },
  ]);
});
afterAll(() => tearDownApi(handle));

const open = async (patientId: number, query: Record<string, string> = {}) =>
  resolveTree(ChartPrescriptionsPage({ params: Promise.resolve({ id: String(patientId) }), searchParams: Promise.resolve(query) }) as Promise<ReactNode>);

const propsOf = <P,>(tree: ReactElement[], type: unknown) => tree.filter((element) => element.type === type).map((element) => element.props as P);

describe('the chart’s Prescriptions with medicines from elsewhere', () => {
  it('lists the medicines from elsewhere after the clinic’s own prescriptions, each with its source, a page at a time', async () => {
    const tree = await open(fixture.patientId);
    expect(tree.filter((element) => element.type === PrescriptionsList || element.type === MedicationHistoryList).map((element) => element.type)).toEqual([
      PrescriptionsList,
      MedicationHistoryList,
    ]);
    const [history] = propsOf<{ list: ChartListPage<ChartMedicationHistory> }>(tree, MedicationHistoryList);
    expect(history.list).toMatchObject({ total: 2, page: 1 });
    expect(history.list.rows.map((row) => [row.name, row.source])).toEqual([
      ['Metformin 500 mg', SYSTEMS_SOURCE],
      ['Amoxicillin 500 mg', SYSTEMS_SOURCE],
    ]);
    // The clinic's prescriptions are untouched by what came in.
    expect(propsOf<{ list: { total: number } }>(tree, PrescriptionsList)[0].list.total).toBe(0);
  });

  it('says in its own section that the medicines from elsewhere could not be read, and still lists the prescriptions', async () => {
    jest.mocked(listPatientMedicationHistory).mockRejectedValueOnce(new Error('connection lost'));
    const tree = await open(fixture.patientId);
    expect(propsOf(tree, MedicationHistoryList)).toEqual([]);
    expect(propsOf<{ title: string }>(tree, LoadError).map((props) => props.title)).toEqual(['Could not load the medication history from elsewhere']);
    expect(propsOf(tree, PrescriptionsList)).toHaveLength(1);
  });
});

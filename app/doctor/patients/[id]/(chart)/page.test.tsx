import { gt, sql } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import { LoadError } from '@/components/forms/load-error';
import type { SignedInDoctor } from '@/lib/auth/session';
import { auditEvents, otherObservations, pastVisits, patientImmunizations, patientProblems } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import type { ChartImmunization } from '@/lib/immunizations/queries/chart';
import { listPatientOtherObservations, type ChartOtherObservation } from '@/lib/other-observations/queries/chart';
import type { ChartPastVisit } from '@/lib/past-visits/queries/chart';
import type { ChartListPage } from '@/lib/patients/queries/chart';
import { listPatientProblems, type ChartProblem } from '@/lib/problems/queries/chart';
import { DOCTORS_SOURCE, importFixture } from '@/lib/record-import/queries/chart-fixtures';
import { resolveTree } from '@/tests/server-tree';
import { AppointmentsList } from '../_components/appointments-list';
import { ChartSection } from '../_components/chart-section';
import { CurrentMedicines } from '../_components/current-medicines';
import { ImmunizationsList } from '../_components/immunizations-list';
import { OtherObservationsList } from '../_components/other-observations-list';
import { ProblemsList } from '../_components/problems-list';
import { VisitsElsewhereList } from '../_components/visits-elsewhere-list';
import { VitalsSection } from '../_components/vitals-section';
import PatientChartPage from './page';

const doctor = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor })) }));
jest.mock('@/lib/problems/queries/chart', () => {
  const actual = jest.requireActual('@/lib/problems/queries/chart');
  return { ...actual, listPatientProblems: jest.fn(actual.listPatientProblems) };
});
jest.mock('@/lib/other-observations/queries/chart', () => {
  const actual = jest.requireActual('@/lib/other-observations/queries/chart');
  return { ...actual, listPatientOtherObservations: jest.fn(actual.listPatientOtherObservations) };
});
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

let handle: DbHandle;
let fixture: Awaited<ReturnType<typeof importFixture>>;

beforeAll(async () => {
  handle = await setUpApi();
  fixture = await importFixture(handle.db);
  const { patientId, byDoctorId: importId } = fixture;
  // Seven problems (more than a page of five): the active one first, then the others by onset, newest first.
  await handle.db.insert(patientProblems).values([
    { patientId, importId, name: 'Acute sinusitis', clinicalStatus: 'resolved', onsetOn: '2019-03-01', resolvedOn: '2019-03-20' },
    { patientId, importId, name: 'Hypertension', clinicalStatus: 'active', onsetOn: '2020-06-15' },
    ...['Asthma', 'Eczema', 'Migraine', 'Gastritis', 'Anaemia'].map((name, n) => ({ patientId, importId, name, clinicalStatus: 'inactive', onsetOn: `201${n}-01-01` })),
  ]);
  await handle.db.insert(patientImmunizations).values({ patientId, importId, vaccine: 'BCG', status: 'completed', givenOn: '1990-04-10', doseNumber: '1' });
  await handle.db.insert(pastVisits).values({ patientId, importId, startedAt: new Date('2024-05-10T09:00:00Z'), status: 'finished', kind: 'ambulatory' });
  await handle.db.insert(otherObservations).values({ patientId, importId, name: 'Tobacco smoking status', category: 'social-history', status: 'final', valueText: 'Never smoked tobacco (finding)', takenAt: new Date('2025-06-01T08:30:00Z') });
});
afterAll(() => tearDownApi(handle));

async function open(patientId: number, query: Record<string, string> = {}) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const tree = await resolveTree(PatientChartPage({ params: Promise.resolve({ id: String(patientId) }), searchParams: Promise.resolve(query) }) as Promise<ReactNode>);
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  return { tree, lines };
}

const propsOf = <P,>(tree: ReactElement[], type: unknown) => tree.filter((element) => element.type === type).map((element) => element.props as P);

describe('the chart’s Overview with a record brought in', () => {
  it('shows the problems after the vitals, the visits elsewhere after the appointments, then the immunizations and the other observations, each with its source, and records one view', async () => {
    const { tree, lines } = await open(fixture.patientId);
    const order = [VitalsSection, ProblemsList, CurrentMedicines, AppointmentsList, VisitsElsewhereList, ImmunizationsList, OtherObservationsList];
    expect(tree.filter((element) => order.includes(element.type as never)).map((element) => element.type)).toEqual(order);

    const [problems] = propsOf<{ list: ChartListPage<ChartProblem> }>(tree, ProblemsList);
    expect(problems.list).toMatchObject({ total: 7, voided: 0, page: 1 });
    expect(problems.list.rows.map((row) => row.name)).toEqual(['Hypertension', 'Acute sinusitis', 'Anaemia', 'Gastritis', 'Migraine']);
    expect(problems.list.rows[0].source).toEqual(DOCTORS_SOURCE);
    const [visits] = propsOf<{ list: ChartListPage<ChartPastVisit> }>(tree, VisitsElsewhereList);
    expect(visits.list.rows).toEqual([expect.objectContaining({ kind: 'ambulatory', source: DOCTORS_SOURCE })]);
    const [immunizations] = propsOf<{ list: ChartListPage<ChartImmunization> }>(tree, ImmunizationsList);
    expect(immunizations.list.rows).toEqual([expect.objectContaining({ vaccine: 'BCG', doseNumber: '1', source: DOCTORS_SOURCE })]);
    const [others] = propsOf<{ list: ChartListPage<ChartOtherObservation> }>(tree, OtherObservationsList);
    expect(others.list).toMatchObject({ total: 1, page: 1 });
    expect(others.list.rows).toEqual([expect.objectContaining({ name: 'Tobacco smoking status', valueText: 'Never smoked tobacco (finding)', source: DOCTORS_SOURCE })]);

    expect(lines).toEqual([expect.objectContaining({ entity: 'patient', action: 'view', detail: 'chart', patientId: fixture.patientId, actorId: 1 })]);
  });

  it('serves each list’s own page from the address', async () => {
    const { tree } = await open(fixture.patientId, { problemsPage: '2' });
    expect(propsOf<{ list: ChartListPage<ChartProblem> }>(tree, ProblemsList)[0].list.rows.map((row) => row.name)).toEqual(['Eczema', 'Asthma']);
  });

  it('gives a patient without a record from elsewhere empty lists, without reading them', async () => {
    jest.mocked(listPatientProblems).mockClear();
    jest.mocked(listPatientOtherObservations).mockClear();
    const { tree } = await open(fixture.otherPatientId);
    expect(listPatientProblems).not.toHaveBeenCalled();
    expect(listPatientOtherObservations).not.toHaveBeenCalled();
    expect(propsOf<{ list: { total: number } }>(tree, ProblemsList)[0].list.total).toBe(0);
    expect(propsOf<{ list: { total: number } }>(tree, VisitsElsewhereList)[0].list.total).toBe(0);
    expect(propsOf<{ list: { total: number } }>(tree, ImmunizationsList)[0].list.total).toBe(0);
    expect(propsOf<{ list: { total: number } }>(tree, OtherObservationsList)[0].list.total).toBe(0);
  });

  it('says in the Problems section that they could not be read, with a retry, and shows the rest', async () => {
    jest.mocked(listPatientProblems).mockRejectedValueOnce(new Error('connection lost'));
    const { tree, lines } = await open(fixture.patientId);
    expect(propsOf(tree, ProblemsList)).toEqual([]);
    expect(propsOf<{ title: string }>(tree, ChartSection).map((props) => props.title)).toContain('Problems');
    expect(propsOf<{ title: string }>(tree, LoadError).map((props) => props.title)).toEqual(['Could not load the problems']);
    expect(propsOf(tree, ImmunizationsList)).toHaveLength(1);
    expect(propsOf(tree, VisitsElsewhereList)).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('says in the Other observations section that they could not be read, with a retry, and shows the rest', async () => {
    jest.mocked(listPatientOtherObservations).mockRejectedValueOnce(new Error('connection lost'));
    const { tree } = await open(fixture.patientId);
    expect(propsOf(tree, OtherObservationsList)).toEqual([]);
    expect(propsOf<{ title: string }>(tree, ChartSection).map((props) => props.title)).toContain('Other observations');
    expect(propsOf<{ title: string }>(tree, LoadError).map((props) => props.title)).toEqual(['Could not load the other observations']);
    expect(propsOf(tree, ImmunizationsList)).toHaveLength(1);
    expect(propsOf(tree, ProblemsList)).toHaveLength(1);
  });
});

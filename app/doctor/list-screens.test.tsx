import type { ReactElement, ReactNode } from 'react';
import { LoadError } from '@/components/forms/load-error';
import type { SignedInDoctor } from '@/lib/auth/session';
import { listAppointments } from '@/lib/appointments/queries/appointments';
import { listPatients } from '@/lib/patients/queries/list';
import { listTransactions } from '@/lib/transactions/queries/transactions';
import type { DbHandle } from '@/lib/db/types';
import type { AppointmentsResponse, TransactionsResponse, UsersResponse } from '@/lib/hospital-api/contract';
import { GET as getAppointments } from '@/lib/hospital-api/server/appointments';
import { GET as getTransactions } from '@/lib/hospital-api/server/transactions';
import { GET as getUsers } from '@/lib/hospital-api/server/users';
import { keyHeaders, request, setUpApi, tearDownApi, tokenHeaders } from '@/lib/hospital-api/server/testing';
import { captureLogs } from '@/lib/log/testing';
import { formatPhone } from '@/lib/patients/rules/phone';
import { SAMPLE_PATIENT_NAMES } from '@/mocks';
import { resolveTree } from '@/tests/server-tree';
import { AppointmentsTable } from './appointments/_components/appointments-table';
import AppointmentsPage from './appointments/page';
import { PatientGrid } from './patients/_components/patient-grid';
import { PatientPagination } from './patients/_components/patient-pagination';
import PatientsPage from './patients/page';
import { TransactionListSection } from './transactions/_components/transaction-list-section';
import { TransactionsTable } from './transactions/_components/transactions-table';

// The patients, appointments and transactions screens read their lists from the data layer, through the functions,
// query schemas and row shapes of the hospital API's handlers: the same query lists the same rows on the screen and
// through the API. When the data layer fails, the screen says so in place, plainly, with Try again.

const DOCTOR = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active', hasAvatar: false } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({
  requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: DOCTOR })),
  getCurrentSession: jest.fn(async () => ({ sessionId: 's', doctor: DOCTOR })),
}));
// Each list read can be made to fail once; otherwise it is the data layer's own.
jest.mock('@/lib/patients/queries/list', () => {
  const actual = jest.requireActual('@/lib/patients/queries/list');
  return { ...actual, listPatients: jest.fn(actual.listPatients) };
});
jest.mock('@/lib/appointments/queries/appointments', () => {
  const actual = jest.requireActual('@/lib/appointments/queries/appointments');
  return { ...actual, listAppointments: jest.fn(actual.listAppointments) };
});
jest.mock('@/lib/transactions/queries/transactions', () => {
  const actual = jest.requireActual('@/lib/transactions/queries/transactions');
  return { ...actual, listTransactions: jest.fn(actual.listTransactions) };
});

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

const props = (tree: ReactElement[], type: unknown) => tree.find((element) => element.type === type)?.props as Record<string, unknown> | undefined;
const search = (query: Record<string, string>) => ({ searchParams: Promise.resolve(query) });
const render = (page: Promise<ReactNode> | ReactNode) => resolveTree(page);
const api = async <T,>(response: Promise<Response>): Promise<T> => {
  const answered = await response;
  expect(answered.status).toBe(200);
  return (await answered.json()) as T;
};
const PLAIN = { message: 'The data could not be read. Try again in a moment.' };

/** Renders with the data layer's `list` failing once, the failure's log line kept out of the test's output. */
async function failingOnce(list: unknown, page: () => Promise<ReactNode> | ReactNode) {
  const logs = captureLogs();
  try {
    (list as jest.Mock).mockRejectedValueOnce(new Error('connection terminated'));
    const tree = await render(page());
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 50, msg: 'a read failed' }));
    return tree;
  } finally {
    logs.restore();
  }
}

describe('the patients screen', () => {
  it('shows a page of patients and its pagination as GET /api/v1/users answers them', async () => {
    const tree = await render(PatientsPage(search({ page: '2' })));
    const answer = await api<UsersResponse>(getUsers(request('/api/v1/users?page=2&limit=10', { headers: keyHeaders })));
    expect(props(tree, PatientGrid)?.patients).toEqual(answer.data);
    expect(answer.data.map((patient) => patient.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(props(tree, PatientPagination)?.pagination).toEqual({ page: 2, limit: 10, total: 60, totalPages: 6, prevPage: 1, nextPage: 3 });
  });

  it('finds patients by the search, across all patients', async () => {
    const tree = await render(PatientsPage(search({ search: 'aisha bello' })));
    expect((props(tree, PatientGrid)?.patients as UsersResponse['data']).map((patient) => patient.fullName)).toEqual([SAMPLE_PATIENT_NAMES[1]]);
  });

  it('says in place, plainly, that the patients could not be loaded when the data layer fails', async () => {
    const tree = await failingOnce(listPatients, () => PatientsPage(search({})));
    expect(props(tree, LoadError)).toEqual({ error: PLAIN, title: 'Could not load the patients' });
    expect(props(tree, PatientGrid)).toBeUndefined();
  });
});

describe('the appointments screen', () => {
  it('shows a page sorted by name as GET /api/v1/appointments answers it, the phone spaced', async () => {
    const tree = await render(AppointmentsPage(search({ show: 'all', sort: 'name', dir: 'desc', page: '2' })));
    const answer = await api<AppointmentsResponse>(getAppointments(request('/api/v1/appointments?limit=4&page=2&sort=name&dir=desc', { headers: tokenHeaders })));
    const list = props(tree, AppointmentsTable)?.list as { rows: AppointmentsResponse['data']; total: number; page: number };
    expect(list.rows).toEqual(answer.data.map((row) => ({ ...row, mobile: formatPhone(row.mobile) })));
    expect(list).toMatchObject({ total: answer.pagination.total, page: 2 });
    const names = list.rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('finds appointments by a part of the patient’s name', async () => {
    const first = (await api<AppointmentsResponse>(getAppointments(request('/api/v1/appointments?limit=1', { headers: tokenHeaders })))).data[0];
    const word = first.name.split(' ')[0];
    const tree = await render(AppointmentsPage(search({ show: 'all', q: word })));
    const rows = (props(tree, AppointmentsTable)?.list as { rows: AppointmentsResponse['data'] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('says in place, plainly, that the appointments could not be loaded when the data layer fails', async () => {
    const tree = await failingOnce(listAppointments, () => AppointmentsPage(search({ show: 'all' })));
    expect(props(tree, LoadError)).toEqual({ error: PLAIN, title: 'Could not load the appointments' });
    expect(props(tree, AppointmentsTable)).toBeUndefined();
  });
});

describe('the transactions list', () => {
  const params = { page: 2, pageSize: 10, q: '', sort: null, dir: 'asc' as const };

  it('shows a page as GET /api/v1/transactions answers it, the patient’s phone spaced', async () => {
    const tree = await render(TransactionListSection({ doctor: DOCTOR, params, status: 'success' }));
    const answer = await api<TransactionsResponse>(getTransactions(request('/api/v1/transactions?page=2&limit=10&status=success', { headers: tokenHeaders })));
    const list = props(tree, TransactionsTable)?.list as { rows: TransactionsResponse['data']; total: number; page: number };
    expect(list.rows).toEqual(answer.data.map((row) => ({ ...row, patient: { ...row.patient, phone: formatPhone(row.patient.phone) } })));
    expect(list.rows.every((row) => row.status === 'success')).toBe(true);
    expect(list).toMatchObject({ total: answer.pagination.total, page: answer.pagination.page });
  });

  it('says in place, plainly, that the transactions could not be loaded when the data layer fails', async () => {
    const tree = await failingOnce(listTransactions, () => TransactionListSection({ doctor: DOCTOR, params, status: undefined }));
    expect(props(tree, LoadError)).toEqual({ error: PLAIN, title: 'Could not load the transactions' });
    expect(props(tree, TransactionsTable)).toBeUndefined();
  });
});

import { ne } from 'drizzle-orm';
import type { Doctor } from '@/lib/data/doctors';
import { appointments } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { resolveTree } from '@/tests/server-tree';
import { StatusActions } from './_components/status-actions';
import AppointmentPage from './page';

const session: { doctor: Doctor } = { doctor: { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as Doctor };
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: session.doctor })) }));

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

const render = async (id: number) => resolveTree(AppointmentPage({ params: Promise.resolve({ id: String(id) }) }));
const hasMoves = (tree: Awaited<ReturnType<typeof render>>) => tree.some((element) => element.type === StatusActions);

describe('the visit page’s status moves', () => {
  it('are offered to the appointment’s doctor and to an administrator, not to another doctor', async () => {
    const [appointment] = await handle.db.select({ id: appointments.id, doctorId: appointments.doctorId }).from(appointments).where(ne(appointments.doctorId, 1)).limit(1);
    session.doctor = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as Doctor;
    expect(hasMoves(await render(appointment.id))).toBe(true);
    session.doctor = { id: appointment.doctorId, email: 'own@example.com', role: 'doctor', status: 'active' } as Doctor;
    expect(hasMoves(await render(appointment.id))).toBe(true);
    session.doctor = { id: appointment.doctorId + 1000, email: 'other@example.com', role: 'doctor', status: 'active' } as Doctor;
    expect(hasMoves(await render(appointment.id))).toBe(false);
  });
});

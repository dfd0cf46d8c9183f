import { and, eq, ne } from 'drizzle-orm';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { appointments } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { resolveTree } from '@/tests/server-tree';
import { RescheduleButton } from './_components/reschedule-button';
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
const hasReschedule = (tree: Awaited<ReturnType<typeof render>>) => tree.some((element) => element.type === RescheduleButton);

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

describe('the visit page’s Reschedule', () => {
  it('is offered on a pending or confirmed visit to its doctor and to an administrator, never on a finished one', async () => {
    const [pending] = await handle.db.select({ id: appointments.id, doctorId: appointments.doctorId }).from(appointments).where(and(ne(appointments.doctorId, 1), eq(appointments.status, 'pending'))).limit(1);
    session.doctor = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as Doctor;
    expect(hasReschedule(await render(pending.id))).toBe(true);
    session.doctor = { id: pending.doctorId, email: 'own@example.com', role: 'doctor', status: 'active' } as Doctor;
    expect(hasReschedule(await render(pending.id))).toBe(true);
    session.doctor = { id: pending.doctorId + 1000, email: 'other@example.com', role: 'doctor', status: 'active' } as Doctor;
    expect(hasReschedule(await render(pending.id))).toBe(false);

    const [completed] = await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'completed')).limit(1);
    session.doctor = { id: 1, email: 'doctor@example.com', role: 'administrator', status: 'active' } as Doctor;
    expect(hasReschedule(await render(completed.id))).toBe(false);
  });
});

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { appointments, auditEvents, labTests } from '@/lib/db/schema';
import { placeOrder } from '@/lib/lab/writes/place-order';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { resolveTree } from '@/tests/server-tree';
import { RescheduleButton } from './_components/reschedule-button';
import { StatusActions } from './_components/status-actions';
import { VisitLabOrders } from './_components/visit-lab-orders';
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

describe('the visit page’s lab orders', () => {
  it('lists the orders placed at the visit with Cancel for their doctor, and records them with the visit', async () => {
    const [appointment] = await handle.db
      .select({ id: appointments.id, patientId: appointments.patientId, doctorId: appointments.doctorId })
      .from(appointments)
      .where(eq(appointments.status, 'pending'))
      .limit(1);
    const [fbc] = await handle.db.select({ id: labTests.id }).from(labTests).where(eq(labTests.code, 'full-blood-count'));
    const placed = await placeOrder(handle.db, { patientId: appointment.patientId, appointmentId: appointment.id, testIds: [fbc.id], priority: 'stat', note: '' }, { doctorId: appointment.doctorId });
    if (!placed.ok) throw new Error(placed.reason);
    const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);

    session.doctor = { id: appointment.doctorId, email: 'own@example.com', role: 'doctor', status: 'active' } as Doctor;
    const own = (await render(appointment.id)).find((element) => element.type === VisitLabOrders)?.props as { list: { rows: Array<{ id: number }>; total: number }; cancellable: number[] };
    // The newest first (the sample data may have placed others at this visit).
    expect(own.list.rows[0].id).toBe(placed.id);
    expect(own.cancellable).toContain(placed.id);
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last));
    const orderLines = lines.filter((line) => line.entity === 'lab-order');
    expect(new Set(orderLines.map((line) => Number(line.entityId)))).toEqual(new Set(own.list.rows.map((order) => order.id)));
    expect(orderLines.every((line) => line.patientId === appointment.patientId && line.detail === 'visit')).toBe(true);

    session.doctor = { id: appointment.doctorId + 1000, email: 'other@example.com', role: 'doctor', status: 'active' } as Doctor;
    const other = (await render(appointment.id)).find((element) => element.type === VisitLabOrders)?.props as { cancellable: number[] };
    expect(other.cancellable).toEqual([]);
  });
});

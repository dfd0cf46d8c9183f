import { eq } from 'drizzle-orm';
import { appointments, appointmentStatusChanges } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createAppointmentResponseSchema } from '@/lib/hospital-api/contract';
import { keyHeaders, request, setUpApi, tearDownApi, tokenHeaders } from '@/lib/hospital-api/server/testing';
import { PATCH } from './route';

let handle: DbHandle;
let pendingIds: number[];
beforeAll(async () => {
  handle = await setUpApi();
  pendingIds = (await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'pending'))).map((row) => row.id);
});
afterAll(() => tearDownApi(handle));

const patch = (id: string | number, body: unknown, headers: Record<string, string> = tokenHeaders) =>
  PATCH(request(`/api/v1/appointments/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ id: String(id) }),
  });

describe('PATCH /api/v1/appointments/{id}', () => {
  it('moves the appointment and answers it, recorded as made through the API', async () => {
    const id = pendingIds[0];
    const response = await patch(id, { status: 'confirmed' });
    expect(response.status).toBe(200);
    expect(createAppointmentResponseSchema.parse(await response.json()).data).toMatchObject({ id, status: 'confirmed' });
    const history = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'confirmed', changedById: null })]);
  });

  it('checks a patient in ({ status: "arrived" }) from pending or confirmed: the row carries arrived and its time, the history records it', async () => {
    const fromPending = pendingIds[3];
    const response = await patch(fromPending, { status: 'arrived' });
    expect(response.status).toBe(200);
    const { data } = createAppointmentResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ id: fromPending, status: 'arrived', arrivedAt: expect.any(String) });
    const history = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, fromPending));
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'arrived', changedById: null })]);
    expect(new Date(data.arrivedAt!).getTime()).toBe(history[0].changedAt.getTime());
    // Arrived once, never again; confirmed may arrive too.
    expect((await patch(fromPending, { status: 'arrived' })).status).toBe(409);
    const fromConfirmed = pendingIds[4];
    expect((await patch(fromConfirmed, { status: 'confirmed' })).status).toBe(200);
    const arrived = await patch(fromConfirmed, { status: 'arrived' });
    expect(arrived.status).toBe(200);
    expect((await arrived.json()).data.status).toBe('arrived');
  });

  it('answers 409 for a move the rules do not allow, and changes nothing', async () => {
    const id = pendingIds[1];
    const response = await patch(id, { status: 'completed' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'A pending appointment cannot become completed: it can become confirmed, arrived, cancelled, no-show.' });
    const [row] = await handle.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe('pending');
  });

  it.each([['an unknown id', 2_000_000_000], ['an id that is no number', 'abc'], ['an id past int4', 2 ** 31]])('answers 404 for %s', async (_, id) => {
    const response = await patch(id, { status: 'confirmed' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Appointment not found' });
  });

  it.each([[{ status: 'done' }], [{}], ['confirmed']])('answers 400 for the body %j', async (body) => {
    const response = await patch(pendingIds[2], body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid request body', issues: [expect.objectContaining({ message: expect.any(String) })] });
  });

  it.each([['no credentials', {}], ['the API key header', keyHeaders]])('answers 401 with %s', async (_, headers) => {
    const response = await patch(pendingIds[2], { status: 'confirmed' }, headers);
    expect(response.status).toBe(401);
  });
});

import { revalidatePath, revalidateTag } from 'next/cache';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import type { Doctor } from '@/lib/data/doctors';
import type { DbHandle } from '@/lib/db/types';
import { createAppointment, HospitalApiError } from '@/lib/hospital-api';
import { and, eq, gte } from 'drizzle-orm';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import { appointments, appointmentStatusChanges, auditEvents } from '@/lib/db/schema';
import { todayIso } from '@/lib/format';
import { clinicClock, nextWeekdayIso } from '@/lib/validations/booking';
import { addAppointment, changeStatus } from './appointments';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => ({ sessionId: 's', doctor: { id: 1, role: 'administrator', status: 'active' } as Doctor })) }));
jest.mock('@/lib/hospital-api', () => {
  const actual = jest.requireActual('@/lib/hospital-api');
  return { ...actual, createAppointment: jest.fn(actual.createAppointment) };
});

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));
beforeEach(() => {
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
});

/**
 * The first Wednesday after the clinic's today by the real clock, which the API books against: inside the
 * signed-in doctor's hours (the demo doctor, id 1: the default week, Wednesday 09:00–16:00, 45 minutes a patient).
 */
const wednesday = nextWeekdayIso('Wednesday', clinicClock().date);

/** The page of the Today list (from today, earliest first) an appointment is on, counted here by hand. */
async function todayPageOf(id: number): Promise<number> {
  const rows = await handle.db.select({ id: appointments.id, date: appointments.date, time: appointments.time }).from(appointments).where(gte(appointments.date, todayIso()));
  const key = (row: { id: number; date: string; time: string }) => `${row.date} ${row.time} ${String(row.id).padStart(10, '0')}`;
  const index = rows.sort((a, b) => key(a).localeCompare(key(b))).findIndex((row) => row.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  return Math.floor(index / APPOINTMENTS_PAGE_SIZE) + 1;
}

const form = {
  fullName: 'Tunde Bakare',
  email: 'tunde.bakare@example.ng',
  phone: '+234 802 333 4455',
  age: '52',
  gender: 'male',
  date: wednesday,
  time: '09:30',
  type: 'checkup',
};

describe('addAppointment and the cached aggregates', () => {
  it('expires the dashboard figures once the appointment is saved', async () => {
    const result = await addAppointment(form);
    // Booked with the signed-in doctor, for their 45 minutes.
    expect(result).toMatchObject({ ok: true, data: { name: 'Tunde Bakare', status: 'pending', date: wednesday, time: '09:30:00', endTime: '10:15:00', doctorId: 1 } });
    expect(createAppointment).toHaveBeenLastCalledWith(expect.objectContaining({ doctorId: 1 }), { actingDoctorId: 1 });
    // The API's audit line names the signed-in doctor, handed over in process (no header can claim it).
    if (!result.ok) throw new Error(result.message);
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'appointment'), eq(auditEvents.entityId, String(result.data.id))));
    expect(line).toMatchObject({ action: 'create', actorId: 1, outcome: 'success' });
    // With the page of the Today list it landed on.
    expect(result.data.page).toBe(await todayPageOf(result.data.id));
    // Once by the API's handler (in this process), once by the action itself (whatever HOSPITAL_API_URL is).
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['dashboard', { expire: 0 }],
      ['dashboard', { expire: 0 }],
    ]);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/dashboard');
  });

  it('expires it even when another server took the booking', async () => {
    const remote = { id: 99, patientId: 3, name: form.fullName, mobile: form.phone, email: form.email, age: 52, gender: 'male' } as const;
    jest.mocked(createAppointment).mockResolvedValueOnce({
      ...remote,
      date: form.date,
      time: '09:30:00',
      endTime: '10:15:00',
      doctorId: 1,
      type: 'checkup',
      status: 'pending',
      createdAt: '2026-03-15T09:00:00.000Z',
    });
    // Its page is counted in this database, among the rows that come before it.
    await expect(addAppointment(form)).resolves.toMatchObject({ ok: true, data: { id: 99, page: expect.any(Number) } });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([['dashboard', { expire: 0 }]]);
  });

  it('expires nothing when the booking was refused', async () => {
    jest.mocked(createAppointment).mockRejectedValueOnce(new HospitalApiError('Invalid request body', { status: 400, statusText: 'Bad Request', kind: 'http', issues: [] }));
    await expect(addAppointment(form)).resolves.toMatchObject({ ok: false });
    await expect(addAppointment({ ...form, fullName: '' })).resolves.toMatchObject({ ok: false });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers the API's words and the next free times when the doctor is taken then, and saves nothing", async () => {
    const before = await handle.db.select({ id: appointments.id }).from(appointments);
    // 10:00 overlaps the signed-in doctor's 09:30–10:15 booked above.
    const result = await addAppointment({ ...form, email: 'bola.ade@example.ng', fullName: 'Bola Adebayo', time: '10:00' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('already has an appointment'), nextFreeSlots: expect.any(Array) });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.nextFreeSlots?.length).toBeGreaterThan(0);
    expect(result.nextFreeSlots?.every((slot) => slot.doctorId === 1)).toBe(true);
    expect(await handle.db.select({ id: appointments.id }).from(appointments)).toHaveLength(before.length);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('puts a time that has passed on the date field', async () => {
    const result = await addAppointment({ ...form, date: '2020-01-01' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('has passed'), fieldErrors: { date: expect.stringContaining('has passed') } });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('changeStatus', () => {
  it('moves the appointment as the signed-in doctor and refreshes the screens', async () => {
    const [{ id }] = await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'pending')).limit(1);
    await expect(changeStatus({ id, status: 'confirmed' })).resolves.toMatchObject({ ok: true, data: { id, status: 'confirmed' } });
    const history = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'confirmed', changedById: 1 })]);
    expect(revalidateTag).toHaveBeenCalledWith('dashboard', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith(`/doctor/appointment/${id}`);

    await expect(changeStatus({ id, status: 'pending' })).resolves.toEqual({
      ok: false,
      message: 'A confirmed appointment cannot become pending: it can become completed, cancelled, no-show.',
    });
    await expect(changeStatus({ id: 2_000_000_000, status: 'confirmed' })).resolves.toEqual({ ok: false, message: 'This appointment no longer exists.' });
  });

  it('completes a visit before its start only once the doctor has confirmed it (early: true)', async () => {
    const booked = await addAppointment({ ...form, fullName: 'Early Bird', email: 'early.bird@example.ng', time: '14:15' });
    if (!booked.ok) throw new Error(booked.message);
    const id = booked.data.id;
    await expect(changeStatus({ id, status: 'confirmed' })).resolves.toMatchObject({ ok: true });
    await expect(changeStatus({ id, status: 'completed' })).resolves.toEqual({
      ok: false,
      message: expect.stringMatching(/^This visit starts (at 14:15 today|on .+ at 14:15)\. Confirm to mark it completed before then\.$/),
    });
    await expect(changeStatus({ id, status: 'completed', early: false })).resolves.toMatchObject({ ok: false });
    const [row] = await handle.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe('confirmed');
    await expect(changeStatus({ id, status: 'completed', early: true })).resolves.toMatchObject({ ok: true, data: { id, status: 'completed' } });
  });
});

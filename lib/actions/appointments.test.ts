import { revalidatePath, revalidateTag } from 'next/cache';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import type { Doctor } from '@/lib/data/doctors';
import type { DbHandle } from '@/lib/db/types';
import { createAppointment, HospitalApiError } from '@/lib/hospital-api';
import { eq } from 'drizzle-orm';
import { appointments, appointmentStatusChanges } from '@/lib/db/schema';
import { addAppointment, changeStatus } from './appointments';

jest.setTimeout(60_000);
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

const form = {
  fullName: 'Tunde Bakare',
  email: 'tunde.bakare@example.ng',
  phone: '+234 802 333 4455',
  age: '52',
  gender: 'male',
  date: '2026-04-06',
  time: '09:30',
  type: 'checkup',
};

describe('addAppointment and the cached aggregates', () => {
  it('expires the dashboard figures once the appointment is saved', async () => {
    const result = await addAppointment(form);
    expect(result).toMatchObject({ ok: true, data: { name: 'Tunde Bakare', status: 'pending' } });
    // Once by the API's handler (in this process), once by the action itself (whatever HOSPITAL_API_URL is).
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ['dashboard', { expire: 0 }],
      ['dashboard', { expire: 0 }],
    ]);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/dashboard');
  });

  it('expires it even when another server took the booking', async () => {
    const remote = { id: 99, patientId: 3, name: form.fullName, mobile: form.phone, email: form.email, age: 52, gender: 'male' } as const;
    jest.mocked(createAppointment).mockResolvedValueOnce({ ...remote, date: form.date, time: '09:30:00', type: 'checkup', status: 'pending', createdAt: '2026-03-15T09:00:00.000Z' });
    await expect(addAppointment(form)).resolves.toMatchObject({ ok: true });
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([['dashboard', { expire: 0 }]]);
  });

  it('expires nothing when the booking was refused', async () => {
    jest.mocked(createAppointment).mockRejectedValueOnce(new HospitalApiError('Invalid request body', { status: 400, statusText: 'Bad Request', kind: 'http', issues: [] }));
    await expect(addAppointment(form)).resolves.toMatchObject({ ok: false });
    await expect(addAppointment({ ...form, fullName: '' })).resolves.toMatchObject({ ok: false });
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
});

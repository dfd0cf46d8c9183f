import { revalidatePath } from 'next/cache';
import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import { appointments, doctors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { bookAppointment } from '@/lib/appointments/writes/booking';
import { getSchedule } from '@/lib/schedule/queries';
import { saveSchedule } from './actions';
import { signedIn } from '@/tests/signed-in';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let doctor: Doctor;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  [doctor] = await handle.db.insert(doctors).values({ email: 'ada@clinic.ng', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning();
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

describe('saveSchedule', () => {
  it('refuses without a session', async () => {
    signedIn.current = null;
    await expect(saveSchedule({})).resolves.toEqual({ ok: false, message: 'Your session has ended. Sign in again.' });
  });

  it('validates with the form schema and saves nothing invalid', async () => {
    signedIn.current = { sessionId: 's', doctor };
    const result = await saveSchedule({ perPatientTime: '00:45:00', days: [{ day: 'Monday', from: '09:00', to: '08:05' }] });
    expect(result).toEqual(expect.objectContaining({ ok: false, fieldErrors: { 'days.0.to': "Monday: 'to' must be later than 'from'" } }));
    expect((await getSchedule(handle.db, doctor.id)).saved).toBe(false);
  });

  it('saves the default week as it is, though its Monday fits no appointment', async () => {
    signedIn.current = { sessionId: 's', doctor };
    const result = await saveSchedule({ perPatientTime: DEFAULT_PER_PATIENT_TIME, days: DEFAULT_SCHEDULE });
    expect(result).toEqual(expect.objectContaining({ ok: true }));
    await expect(getSchedule(handle.db, doctor.id)).resolves.toEqual(expect.objectContaining({ saved: true, perPatientTime: '00:45:00', days: DEFAULT_SCHEDULE }));
  });

  it("saves the signed-in doctor's week and revalidates the screen", async () => {
    signedIn.current = { sessionId: 's', doctor };
    const days = [
      { day: 'Thursday', from: '10:00', to: '14:00' },
      { day: 'Monday', from: '08:00:00', to: '09:00' },
    ];
    const result = await saveSchedule({ perPatientTime: '00:20', days });
    const saved = { perPatientTime: '00:20:00', days: [{ day: 'Monday', from: '08:00', to: '09:00' }, { day: 'Thursday', from: '10:00', to: '14:00' }] };
    expect(result).toEqual({ ok: true, data: { schedule: saved, outsideHours: 0 } });
    await expect(getSchedule(handle.db, doctor.id)).resolves.toEqual({ ...saved, saved: true });
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/schedule');
  });

  it('keeps the bookings that the new week no longer covers, and says how many there are', async () => {
    signedIn.current = { sessionId: 's', doctor };
    const booked = await bookAppointment(
      handle.db,
      { fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '+234 803 111 2222', age: 30, gender: 'female', date: '2099-03-05', time: '10:00', type: 'checkup', doctorId: doctor.id },
    );
    expect(booked).toEqual(expect.objectContaining({ ok: true }));
    const result = await saveSchedule({ perPatientTime: '00:20', days: [{ day: 'Monday', from: '08:00', to: '09:00' }] });
    expect(result).toEqual({ ok: true, data: { schedule: expect.anything(), outsideHours: 1 } });
    expect(await handle.db.select().from(appointments)).toHaveLength(1);
  });
});

import { endOfVisit } from '@/lib/clinic-time';
import { doctors, patients, appointments } from '@/lib/db/schema';
import type { AppointmentStatus, DoctorRole, DoctorStatus } from '@/lib/db/schema/enums';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { accountsAwaitingApproval, getNotifications, nextAppointmentsToday } from './notifications';

/** 10:00 in Lagos on 15 March 2026. */
const NOW = new Date('2026-03-15T09:00:00Z');
const TODAY = '2026-03-15';

let handle: DbHandle;
let doctorId: number;
let colleagueId: number;
let patientId: number;

let serial = 0;
async function account(role: DoctorRole, status: DoctorStatus, createdAt = new Date()) {
  serial += 1;
  const [row] = await handle.db
    .insert(doctors)
    .values({ email: `bell-${serial}@clinic.test`, firstName: 'Bell', lastName: String(serial), passwordHash: 'not-a-hash', role, status, createdAt })
    .returning({ id: doctors.id });
  return row.id;
}

/** A patient named so (one per name): the bell shows the name of the appointment's patient. */
const patientsByName = new Map<string, number>();
async function patientNamed(fullName: string): Promise<number> {
  const known = patientsByName.get(fullName);
  if (known !== undefined) return known;
  const [firstName, lastName] = fullName.split(' ');
  const [row] = await handle.db.insert(patients).values({ firstName, lastName, phone: '+234 803 000 0001', gender: 'female', dateOfBirth: '1990-01-01' }).returning({ id: patients.id });
  patientsByName.set(fullName, row.id);
  return row.id;
}

/** A 15-minute visit; the times below never overlap for one doctor. */
async function visit(doctor: number, date: string, time: string, status: AppointmentStatus, fullName?: string) {
  const [row] = await handle.db
    .insert(appointments)
    .values({ patientId: fullName ? await patientNamed(fullName) : patientId, doctorId: doctor, date, time, endsAt: endOfVisit(date, time, '00:15:00'), type: 'checkup', status })
    .returning({ id: appointments.id });
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  doctorId = await account('doctor', 'active');
  colleagueId = await account('doctor', 'active');
  [{ id: patientId }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Amaka', lastName: 'Test', email: 'a@example.ng', phone: '+234 803 000 0000', gender: 'female', dateOfBirth: '1990-01-01' })
    .returning({ id: patients.id });
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(appointments);
});

describe('nextAppointmentsToday', () => {
  it("lists only this doctor's pending and confirmed appointments of today that are still ahead, the earliest first", async () => {
    await visit(doctorId, TODAY, '09:00:00', 'pending'); // passed
    await visit(doctorId, TODAY, '09:45:00', 'confirmed'); // passed
    const confirmed = await visit(doctorId, TODAY, '14:00:00', 'confirmed', 'Chika Eze');
    const pending = await visit(doctorId, TODAY, '11:00:00', 'pending', 'Bisi Ade');
    const atNow = await visit(doctorId, TODAY, '10:00:00', 'pending', 'Ada Obi'); // not passed yet
    await visit(doctorId, TODAY, '12:00:00', 'completed');
    await visit(doctorId, TODAY, '13:00:00', 'cancelled');
    await visit(doctorId, TODAY, '15:00:00', 'no-show');
    await visit(doctorId, '2026-03-16', '08:00:00', 'pending'); // tomorrow
    await visit(doctorId, '2026-03-14', '16:00:00', 'pending'); // yesterday
    await visit(colleagueId, TODAY, '11:00:00', 'pending'); // another doctor's

    await expect(nextAppointmentsToday(handle.db, doctorId, { now: NOW })).resolves.toEqual({
      items: [
        { id: atNow, patientId: patientsByName.get('Ada Obi'), patientName: 'Ada Obi', time: '10:00:00', status: 'pending' },
        { id: pending, patientId: patientsByName.get('Bisi Ade'), patientName: 'Bisi Ade', time: '11:00:00', status: 'pending' },
        { id: confirmed, patientId: patientsByName.get('Chika Eze'), patientName: 'Chika Eze', time: '14:00:00', status: 'confirmed' },
      ],
      total: 3,
    });
  });

  it("decides today by the clinic's clock (Africa/Lagos), not the server's", async () => {
    const late = await visit(doctorId, TODAY, '23:30:00', 'pending');
    // 22:10 UTC is 23:10 in Lagos on the 15th: the 23:30 visit is still ahead.
    await expect(nextAppointmentsToday(handle.db, doctorId, { now: new Date('2026-03-15T22:10:00Z') })).resolves.toEqual({
      items: [expect.objectContaining({ id: late })],
      total: 1,
    });
    // 23:30 UTC is 00:30 on the 16th in Lagos: the clinic's 15th is over, though UTC still says the 15th.
    await expect(nextAppointmentsToday(handle.db, doctorId, { now: new Date('2026-03-15T23:30:00Z') })).resolves.toEqual({ items: [], total: 0 });
  });

  it('shows at most five and counts them all', async () => {
    for (let hour = 11; hour <= 17; hour++) await visit(doctorId, TODAY, `${hour}:00:00`, hour % 2 ? 'pending' : 'confirmed');
    const next = await nextAppointmentsToday(handle.db, doctorId, { now: NOW });
    expect(next.total).toBe(7);
    expect(next.items.map((item) => item.time)).toEqual(['11:00:00', '12:00:00', '13:00:00', '14:00:00', '15:00:00']);
  });

  it('lists a patient who has checked in first, even when their booked time has passed', async () => {
    const ahead = await visit(doctorId, TODAY, '11:00:00', 'pending', 'Bisi Ade');
    const arrived = await visit(doctorId, TODAY, '09:00:00', 'arrived', 'Ada Obi');
    const next = await nextAppointmentsToday(handle.db, doctorId, { now: NOW });
    expect(next.items.map((item) => [item.id, item.status])).toEqual([
      [arrived, 'arrived'],
      [ahead, 'pending'],
    ]);
    expect(next.total).toBe(2);
  });

  it('answers none when nothing is left today', async () => {
    await visit(doctorId, TODAY, '09:00:00', 'pending');
    await expect(nextAppointmentsToday(handle.db, doctorId, { now: NOW })).resolves.toEqual({ items: [], total: 0 });
  });
});

describe('accountsAwaitingApproval and getNotifications', () => {
  let admin: number;
  const waiting: number[] = [];
  beforeAll(async () => {
    admin = await account('administrator', 'active');
    await account('doctor', 'disabled');
    for (let day = 7; day >= 1; day--) waiting.push(await account('doctor', 'pending', new Date(Date.UTC(2026, 0, day))));
  });

  it('lists the five longest-waiting accounts with their name and email, and counts them all', async () => {
    const accounts = await accountsAwaitingApproval(handle.db);
    expect(accounts.total).toBe(7);
    expect(accounts.items.map((item) => item.id)).toEqual([...waiting].reverse().slice(0, 5));
    const [first] = accounts.items;
    expect(first).toEqual({ id: waiting[6], name: expect.stringMatching(/^Dr\. Bell \d+$/), email: expect.stringMatching(/^bell-\d+@clinic\.test$/) });
  });

  it('gives an administrator both parts and any other doctor only their appointments', async () => {
    const own = await visit(doctorId, TODAY, '12:00:00', 'pending');
    await visit(admin, TODAY, '12:00:00', 'confirmed');

    const forDoctor = await getNotifications(handle.db, { id: doctorId, role: 'doctor' }, { now: NOW });
    expect(forDoctor.accounts).toBeNull();
    expect(forDoctor.appointments.items.map((item) => item.id)).toEqual([own]);

    // Nothing released for them: the lab's group is there, empty (lib/lab/queries/to-review.test.ts reads it).
    expect(forDoctor.labResults).toEqual({ items: [], total: 0 });

    const forAdmin = await getNotifications(handle.db, { id: admin, role: 'administrator' }, { now: NOW });
    expect(forAdmin.accounts?.total).toBe(7);
    expect(forAdmin.appointments.total).toBe(1);
    expect(forAdmin.appointments.items[0].id).not.toBe(own);
  });
});

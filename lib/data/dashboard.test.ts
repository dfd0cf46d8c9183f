import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { getDashboardStats } from './dashboard';

jest.setTimeout(60_000);

const NOW = new Date('2026-03-15T09:00:00Z');
let handle: DbHandle;

const person = (firstName: string, email: string) =>
  ({ firstName, lastName: 'Test', email, phone: '+234 803 000 0000', gender: 'female', dateOfBirth: '1990-01-01' }) as const;

const visit = (patientId: number, date: string, status: 'pending' | 'completed' | 'cancelled') =>
  ({ patientId, fullName: 'X Test', email: 'x@example.ng', phone: '080', age: 36, gender: 'female', date, time: '09:00', type: 'checkup', status }) as const;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  const [a, b, c, d] = await db
    .insert(schema.patients)
    .values([person('Amaka', 'a@example.ng'), person('Bisi', 'b@example.ng'), person('Chika', 'c@example.ng'), person('Dayo', 'd@example.ng')])
    .returning({ id: schema.patients.id });
  const [done] = await db
    .insert(schema.appointments)
    .values([
      visit(a.id, '2026-01-10', 'completed'), // active: within 12 months
      visit(a.id, '2026-04-01', 'pending'),
      visit(b.id, '2024-06-01', 'completed'), // too long ago to count as active
      visit(c.id, '2026-03-15', 'pending'),
      visit(d.id, '2026-02-01', 'cancelled'),
    ])
    .returning({ id: schema.appointments.id });
  const transactions = await db
    .insert(schema.transactions)
    .values([
      { patientId: a.id, appointmentId: done.id, date: '2026-01-10', status: 'success', payerBank: 'Zenith Bank', taxKobo: 150_00 },
      { patientId: b.id, date: '2024-06-01', status: 'success', payerBank: 'Access Bank', taxKobo: 0 },
      { patientId: c.id, date: '2026-03-15', status: 'pending', payerBank: 'Wema Bank', taxKobo: 999_00 },
      { patientId: d.id, date: '2026-02-01', status: 'failed', payerBank: 'FCMB', taxKobo: 999_00 },
    ])
    .returning({ id: schema.transactions.id });
  await db.insert(schema.transactionItems).values([
    { transactionId: transactions[0].id, label: 'Check-up', amountKobo: 1_500_00 },
    { transactionId: transactions[0].id, label: 'Medicine', amountKobo: 500_50 },
    { transactionId: transactions[1].id, label: 'Check-up', amountKobo: 2_000_00 },
    { transactionId: transactions[2].id, label: 'Check-up', amountKobo: 9_999_00 },
    { transactionId: transactions[3].id, label: 'Check-up', amountKobo: 9_999_00 },
  ]);
});
afterAll(() => handle.close());

describe('getDashboardStats', () => {
  it('counts patients and appointments and sums successful transactions in naira', async () => {
    await expect(getDashboardStats(handle.db, { now: NOW })).resolves.toEqual({
      allPatients: 4,
      activePatients: 1,
      pendingPatients: 2,
      totalEarnings: 1_500 + 500.5 + 150 + 2_000,
      completedAppointments: 2,
      pendingAppointments: 2,
    });
  });

  it('answers zeros on an empty database', async () => {
    const empty = await createTestDatabase();
    try {
      await expect(getDashboardStats(empty.db, { now: NOW })).resolves.toEqual({
        allPatients: 0,
        activePatients: 0,
        pendingPatients: 0,
        totalEarnings: 0,
        completedAppointments: 0,
        pendingAppointments: 0,
      });
    } finally {
      await empty.close();
    }
  });
});

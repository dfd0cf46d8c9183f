import { setDbForTests } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/types';
import { addYearsIso, koboToNaira } from '@/lib/format';
import { seedBulkPatients } from '@/mocks';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from '@/mocks/testing';
import { cachedAggregate } from '@/lib/db/cache/aggregate-cache';
import { getCachedDashboardStats, getDashboardStats, settledBefore } from './dashboard';

// The cache computes every time here: what it is cached under, and expired by, is checked below.
jest.mock('@/lib/db/cache/aggregate-cache', () => ({ cachedAggregate: jest.fn((_db: unknown, _tables: unknown, _key: unknown, compute: () => unknown) => compute()) }));

const NOW = new Date('2026-03-15T09:00:00Z');
let handle: DbHandle;
/** The doctor every visit below is booked with. */
let doctorId: number;

const person = (firstName: string, email: string) =>
  ({ firstName, lastName: 'Test', email, phone: '+234 803 000 0000', gender: 'female', dateOfBirth: '1990-01-01' }) as const;

/** A 45-minute visit at 09:00 with the test doctor; each date below has one at most, so none overlaps another. */
const visit = (patientId: number, date: string, status: 'pending' | 'completed' | 'cancelled') =>
  ({ patientId, doctorId, date, time: '09:00', endsAt: `${date} 09:45:00`, type: 'checkup', status }) as const;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  [{ id: doctorId }] = await db
    .insert(schema.doctors)
    .values({ email: 'doctor@example.ng', firstName: 'Ada', lastName: 'Obi', passwordHash: 'not-a-real-hash' })
    .returning({ id: schema.doctors.id });
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

describe('getDashboardStats: the last 12 months', () => {
  it('counts a completed visit exactly a year ago as active, and none older or after today', async () => {
    const db = handle.db;
    const [e, f, g] = await db
      .insert(schema.patients)
      .values([person('Emeka', 'e@example.ng'), person('Funmi', 'f@example.ng'), person('Gbenga', 'g@example.ng')])
      .returning({ id: schema.patients.id });
    await db.insert(schema.appointments).values([
      visit(e.id, addYearsIso('2026-03-15', -1), 'completed'), // the first day of the 12 months
      visit(f.id, '2025-03-14', 'completed'), // the day before
      visit(g.id, '2026-03-16', 'completed'), // tomorrow: completed, but not within the last 12 months
    ]);
    const stats = await getDashboardStats(db, { today: '2026-03-15' });
    expect(stats).toMatchObject({ allPatients: 7, activePatients: 2, completedAppointments: 5 });
    // `today` and `now` name the same day.
    await expect(getDashboardStats(db, { now: NOW })).resolves.toEqual(stats);
  });
});

describe('getDashboardStats: settled and recent completed visits', () => {
  it('counts a patient seen both before and within the last days once, and each visit once', async () => {
    const today = '2026-06-20';
    const from = settledBefore(today);
    expect(from).toBe('2026-06-17');
    const empty = await createTestDatabase();
    try {
      const db = empty.db;
      const [{ id: doctor }] = await db
        .insert(schema.doctors)
        .values({ email: 'doctor@example.ng', firstName: 'Ada', lastName: 'Obi', passwordHash: 'not-a-real-hash' })
        .returning({ id: schema.doctors.id });
      const [both, recentOnly, settledOnly, lastYear, future] = await db
        .insert(schema.patients)
        .values([person('Bola', 'b1@example.ng'), person('Rita', 'r1@example.ng'), person('Sade', 's1@example.ng'), person('Lami', 'l1@example.ng'), person('Femi', 'f1@example.ng')])
        .returning({ id: schema.patients.id });
      const at = (patientId: number, date: string, time: string) =>
        ({ patientId, doctorId: doctor, date, time, endsAt: `${date} ${time.slice(0, 2)}:45:00`, type: 'checkup', status: 'completed' }) as const;
      await db.insert(schema.appointments).values([
        at(both.id, '2026-06-16', '09:00'), // the last settled day
        at(both.id, '2026-06-17', '10:00'), // the first recent day
        at(both.id, today, '11:00'),
        at(recentOnly.id, today, '09:00'),
        at(settledOnly.id, '2026-01-05', '09:00'),
        at(lastYear.id, '2025-06-19', '09:00'), // a day too old to be active; seen again in the last days
        at(lastYear.id, '2026-06-18', '09:00'),
        at(future.id, '2026-06-22', '09:00'), // completed, dated after today: a visit, not an active patient
      ]);
      const stats = await getDashboardStats(db, { today });
      expect(stats).toMatchObject({ activePatients: 4, completedAppointments: 8 });
      expect(stats).toEqual(await statsByHand(db, today));
    } finally {
      await empty.close();
    }
  });
});

/** The six figures the long way: every row read, counted in JavaScript (as the brief defines them). */
async function statsByHand(db: Db, today: string) {
  const patients = await db.select({ id: schema.patients.id }).from(schema.patients);
  const visits = await db.select().from(schema.appointments);
  const transactions = await db.select().from(schema.transactions);
  const items = await db.select().from(schema.transactionItems);
  const success = new Set(transactions.filter((row) => row.status === 'success').map((row) => row.id));
  const yearAgo = addYearsIso(today, -1);
  const distinctPatients = (rows: typeof visits) => new Set(rows.map((row) => row.patientId)).size;
  // Still to be seen: pending, confirmed (only promised), or arrived and waiting.
  const stillToSee = visits.filter((row) => row.status === 'pending' || row.status === 'confirmed' || row.status === 'arrived');
  return {
    allPatients: patients.length,
    activePatients: distinctPatients(visits.filter((row) => row.status === 'completed' && row.date >= yearAgo && row.date <= today)),
    pendingPatients: distinctPatients(stillToSee),
    totalEarnings: koboToNaira(
      items.filter((item) => success.has(item.transactionId)).reduce((sum, item) => sum + item.amountKobo, 0) +
        transactions.filter((row) => success.has(row.id)).reduce((sum, row) => sum + row.taxKobo, 0),
    ),
    completedAppointments: visits.filter((row) => row.status === 'completed').length,
    pendingAppointments: stillToSee.length,
  };
}

describe('getDashboardStats on generated data', () => {
  let seeded: DbHandle;
  beforeAll(async () => {
    seeded = await createSeededTestDatabase();
    await seedBulkPatients(seeded.db, 300, { now: TEST_NOW });
  });
  afterAll(() => seeded.close());

  it('agrees with the figures counted row by row', async () => {
    const stats = await getDashboardStats(seeded.db, { today: TEST_TODAY });
    expect(stats).toEqual(await statsByHand(seeded.db, TEST_TODAY));
    expect(stats.activePatients).toBeGreaterThan(0);
    expect(stats.pendingPatients).toBeGreaterThan(0);
    expect(stats.totalEarnings).toBeGreaterThan(0);
  });

  it('is cached in parts on the app database, each until a write to the tables it reads; the visits per clinic date; the earnings read each time', async () => {
    setDbForTests(seeded.db);
    jest.mocked(cachedAggregate).mockClear();
    try {
      await expect(getCachedDashboardStats(TEST_TODAY)).resolves.toEqual(await getDashboardStats(seeded.db, { today: TEST_TODAY }));
      const parts = jest.mocked(cachedAggregate).mock.calls.map(([db, tables, key]) => ({ db, tables, key }));
      expect(parts).toEqual([
        { db: seeded.db, tables: ['patients'], key: 'dashboard:patients' },
        { db: seeded.db, tables: ['settled_completed_appointments'], key: `dashboard:completed-settled:${TEST_TODAY}` },
        { db: seeded.db, tables: ['completed_appointments'], key: `dashboard:completed-recent:${TEST_TODAY}` },
        // A booking or a check-in computes neither the patients' count nor the completed visits again, a completion
        // only the recent ones. The earnings
        // are not cached: the database keeps them added up per day.
        { db: seeded.db, tables: ['appointments'], key: 'dashboard:to-be-seen' },
      ]);
    } finally {
      setDbForTests(undefined);
    }
  });
});

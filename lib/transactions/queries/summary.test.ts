import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { koboToNaira, nairaToKobo } from '@/lib/format';
import { seedBulkPatients } from '@/mocks';
import { createSeededTestDatabase, TEST_NOW, TEST_TODAY } from '@/mocks/testing';
import { listTransactions } from './transactions';
import {
  formatGrowth,
  getTransactionSummary,
  growthPercent,
  sumNaira,
  summarizeTransactions,
  yearToDateWindows,
} from './summary';


describe('money and growth', () => {
  it('adds naira in whole kobo', () => {
    expect(sumNaira([0.1, 0.2])).toBe(0.3);
    expect(sumNaira([19_999.99, 0.01, 1_075.5])).toBe(21_075.5);
    expect(sumNaira([])).toBe(0);
  });

  it('computes growth against the previous amount, to one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 200)).toBe(-75);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(10, 0)).toBeNull();
  });

  it('writes growth with its sign', () => {
    expect(formatGrowth(12.5)).toBe('+12.5%');
    expect(formatGrowth(-3)).toBe('-3%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(1234.5)).toBe('+1,234.5%');
    expect(formatGrowth(null)).toBe('—');
  });

  it('compares this year so far with the same days of last year', () => {
    expect(yearToDateWindows('2026-11-21')).toEqual({
      current: { from: '2026-01-01', to: '2026-11-21' },
      previous: { from: '2025-01-01', to: '2025-11-21' },
    });
    expect(yearToDateWindows('2024-02-29').previous).toEqual({ from: '2023-01-01', to: '2023-02-28' });
  });
});

const rows = [
    { date: '2026-03-01', total: 100.1, status: 'success' },
    { date: '2026-01-01', total: 50.2, status: 'pending' },
    { date: '2026-03-16', total: 999, status: 'success' }, // after today: not counted
    { date: '2025-03-15', total: 80, status: 'success' }, // the last day of last year's window
    { date: '2025-03-16', total: 1000, status: 'failed' }, // past it
    { date: '2025-01-01', total: 20, status: 'failed' },
    { date: '2024-12-31', total: 500, status: 'success' }, // before it
] as const;

const EXPECTED_CARDS = [
  { key: 'all', label: 'All', amount: 150.3, previousAmount: 100, growth: 50.3 },
  { key: 'success', label: 'Success', amount: 100.1, previousAmount: 80, growth: 25.1 },
  { key: 'pending', label: 'Pending', amount: 50.2, previousAmount: 0, growth: null },
  { key: 'failed', label: 'Failed', amount: 0, previousAmount: 20, growth: -100 },
];

describe('summarizeTransactions', () => {
  it('gives the total per status this year so far, and its growth', () => {
    const { cards } = summarizeTransactions(rows, '2026-03-15');
    expect(cards).toEqual(EXPECTED_CARDS);
  });
});

describe('getTransactionSummary: from the per-day totals', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('gives the same cards from the database, tax and line items added', async () => {
    const db = handle.db;
    const [patient] = await db
      .insert(schema.patients)
      .values({ firstName: 'Amaka', lastName: 'Test', email: 'a@example.ng', phone: '+234 803 000 0000', gender: 'female', dateOfBirth: '1990-01-01' })
      .returning({ id: schema.patients.id });
    // Each row's total split three ways: tax, and two line items (the first with the odd kobo).
    for (const row of rows) {
      const kobo = nairaToKobo(row.total);
      const tax = Math.floor(kobo / 10);
      const [transaction] = await db
        .insert(schema.transactions)
        .values({ patientId: patient.id, date: row.date, status: row.status, payerBank: 'Zenith Bank', taxKobo: tax })
        .returning({ id: schema.transactions.id });
      const second = Math.floor((kobo - tax) / 2);
      await db.insert(schema.transactionItems).values([
        { transactionId: transaction.id, label: 'Check-up', amountKobo: kobo - tax - second },
        { transactionId: transaction.id, label: 'Medicine', amountKobo: second },
      ]);
    }
    const summary = await getTransactionSummary(db, '2026-03-15');
    expect(summary).toEqual({ ...yearToDateWindows('2026-03-15'), cards: EXPECTED_CARDS });

    // A transaction without line items still counts its tax.
    await db.insert(schema.transactions).values({ patientId: patient.id, date: '2026-02-01', status: 'failed', payerBank: 'FCMB', taxKobo: 5_00 });
    const [, , , failed] = (await getTransactionSummary(db, '2026-03-15')).cards;
    expect(failed).toEqual({ key: 'failed', label: 'Failed', amount: 5, previousAmount: 20, growth: -75 });
  });

  it('answers zeros on an empty database', async () => {
    const empty = await createTestDatabase();
    try {
      const { cards } = await getTransactionSummary(empty.db, TEST_TODAY);
      expect(cards.map(({ amount, previousAmount, growth }) => ({ amount, previousAmount, growth }))).toEqual(
        Array.from({ length: 4 }, () => ({ amount: 0, previousAmount: 0, growth: 0 })),
      );
    } finally {
      await empty.close();
    }
  });
});

describe('getTransactionSummary on generated data', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createSeededTestDatabase();
    await seedBulkPatients(handle.db, 300, { now: TEST_NOW });
  });
  afterAll(() => handle.close());

  it('agrees with summing every transaction the hospital API lists', async () => {
    const { rows: listed, total } = await listTransactions(handle.db, { page: 1, pageSize: 100_000, q: '' });
    expect(listed).toHaveLength(total);
    const apiRows = listed.map((row) => ({ date: row.date, status: row.status, total: koboToNaira(row.totalKobo) }));
    const summary = await getTransactionSummary(handle.db, TEST_TODAY);
    expect(summary).toEqual(summarizeTransactions(apiRows, TEST_TODAY));
    const [all] = summary.cards;
    expect(all.amount).toBeGreaterThan(0);
    expect(all.previousAmount).toBeGreaterThan(0);
  });
});

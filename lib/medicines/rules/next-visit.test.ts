import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@/lib/db/testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';
import { nextVisitDate, type NextVisitUnit } from './next-visit';

describe('nextVisitDate', () => {
  it('adds days and weeks across month and year ends', () => {
    expect(nextVisitDate('2026-11-25', 14, 'days')).toBe('2026-12-09');
    expect(nextVisitDate('2026-12-28', 7, 'days')).toBe('2027-01-04');
    expect(nextVisitDate('2026-11-25', 2, 'weeks')).toBe('2026-12-09');
    expect(nextVisitDate('2024-02-28', 1, 'days')).toBe('2024-02-29');
    expect(nextVisitDate('2025-02-28', 1, 'days')).toBe('2025-03-01');
    expect(nextVisitDate('2026-03-28', 2, 'days')).toBe('2026-03-30');
    expect(nextVisitDate('2026-06-01', 0, 'days')).toBe('2026-06-01');
  });

  it('adds months, keeping the day or taking the last day of a shorter month', () => {
    expect(nextVisitDate('2026-01-15', 1, 'months')).toBe('2026-02-15');
    expect(nextVisitDate('2025-01-31', 1, 'months')).toBe('2025-02-28');
    expect(nextVisitDate('2024-01-31', 1, 'months')).toBe('2024-02-29');
    expect(nextVisitDate('2026-03-31', 1, 'months')).toBe('2026-04-30');
    expect(nextVisitDate('2026-08-31', 3, 'months')).toBe('2026-11-30');
    expect(nextVisitDate('2026-11-30', 3, 'months')).toBe('2027-02-28');
    expect(nextVisitDate('2026-12-31', 1, 'months')).toBe('2027-01-31');
    expect(nextVisitDate('2024-02-29', 12, 'months')).toBe('2025-02-28');
    expect(nextVisitDate('2026-05-10', 24, 'months')).toBe('2028-05-10');
  });

  it('refuses what is not a date or a whole number', () => {
    expect(() => nextVisitDate('2026-02-30', 1, 'days')).toThrow(RangeError);
    expect(() => nextVisitDate('25/11/2026', 1, 'days')).toThrow(RangeError);
    expect(() => nextVisitDate('2026-11-25T10:00:00Z', 1, 'days')).toThrow(RangeError);
    expect(() => nextVisitDate('2026-11-25', 1.5, 'weeks')).toThrow(RangeError);
    expect(() => nextVisitDate('2026-11-25', -1, 'days')).toThrow(RangeError);
  });
});

describe('nextVisitDate and PostgreSQL (migration 0016 fills the old rows with date + interval)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('count the same dates', async () => {
    const cases: [string, number, NextVisitUnit][] = [
      ['2025-01-31', 1, 'months'],
      ['2024-01-31', 1, 'months'],
      ['2026-03-31', 1, 'months'],
      ['2026-11-30', 3, 'months'],
      ['2026-12-31', 13, 'months'],
      ['2026-12-28', 7, 'days'],
      ['2024-02-22', 1, 'weeks'],
      ['2026-11-25', 2, 'weeks'],
      ['2026-03-28', 30, 'days'],
    ];
    for (const [from, number, unit] of cases) {
      const [row] = await rowsOf<{ on: string }>(handle.db, sql`select ((${from}::date + (${number}::text || ' ' || ${unit}::text)::interval)::date)::text as on`);
      expect({ from, number, unit, on: nextVisitDate(from, number, unit) }).toEqual({ from, number, unit, on: row.on });
    }
  });
});

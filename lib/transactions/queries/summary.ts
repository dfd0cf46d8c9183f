import 'server-only';
import { between, gte, lte, or, sql } from 'drizzle-orm';
import { transactionDayTotals } from '@/lib/db/schema';
import type { TransactionStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { addYearsIso, koboToNaira, nairaToKobo } from '@/lib/format';
import type { TransactionRow } from '@/lib/hospital-api/contract';

// The Transactions screen's four summary cards: "Total Transaction" this year so far, per status, each
// with its growth against the same days of the previous year (a whole year against part of one would
// always look like a fall).

export const SUMMARY_CARDS = [
  { key: 'all', label: 'All' },
  { key: 'success', label: 'Success' },
  { key: 'pending', label: 'Pending' },
  { key: 'failed', label: 'Failed' },
] as const;

export type SummaryKey = (typeof SUMMARY_CARDS)[number]['key'];

export interface SummaryCard {
  key: SummaryKey;
  label: string;
  /** Naira, this year so far. */
  amount: number;
  /** Naira, the same days of the previous year. */
  previousAmount: number;
  /** Percent, one decimal; null when the previous year had nothing to compare with. */
  growth: number | null;
}

export interface DateWindow {
  /** YYYY-MM-DD, both inclusive. */
  from: string;
  to: string;
}

export interface TransactionSummary {
  current: DateWindow;
  previous: DateWindow;
  cards: SummaryCard[];
}

/** 1 January to today, and the same days one year earlier. */
export function yearToDateWindows(today: string): { current: DateWindow; previous: DateWindow } {
  const year = Number(today.slice(0, 4));
  return {
    current: { from: `${year}-01-01`, to: today },
    previous: { from: `${year - 1}-01-01`, to: addYearsIso(today, -1) },
  };
}

/** (current − previous) / previous in percent, rounded to one decimal; null when there is no previous amount. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** "+12.5%", "-3%", "0%"; "—" when there is nothing to compare with. */
export function formatGrowth(growth: number | null): string {
  if (growth === null) return '—';
  const sign = growth > 0 ? '+' : '';
  return `${sign}${growth.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** Naira amounts added in whole kobo, so that 0.1 + 0.2 stays 0.3. */
export function sumNaira(amounts: Iterable<number>): number {
  let kobo = 0;
  for (const amount of amounts) kobo += nairaToKobo(amount);
  return koboToNaira(kobo);
}

/** Kobo per status in each window: what the cards are made of. */
export interface StatusTotals {
  status: TransactionStatus;
  currentKobo: number;
  previousKobo: number;
}

/** The four cards from the totals per status ("All" adds them up), amounts in naira. */
export function summaryFromTotals(totals: readonly StatusTotals[], today: string): TransactionSummary {
  const { current, previous } = yearToDateWindows(today);
  const kobo = (key: SummaryKey, window: 'currentKobo' | 'previousKobo') =>
    totals.filter((row) => key === 'all' || row.status === key).reduce((sum, row) => sum + row[window], 0);
  return {
    current,
    previous,
    cards: SUMMARY_CARDS.map(({ key, label }) => {
      const amount = koboToNaira(kobo(key, 'currentKobo'));
      const previousAmount = koboToNaira(kobo(key, 'previousKobo'));
      return { key, label, amount, previousAmount, growth: growthPercent(amount, previousAmount) };
    }),
  };
}

type SummaryRow = Pick<TransactionRow, 'date' | 'total' | 'status'>;

const within = (date: string, window: DateWindow) => date >= window.from && date <= window.to;

/** The same summary from rows already read (naira totals): the definition the SQL below must agree with. */
export function summarizeTransactions(rows: readonly SummaryRow[], today: string): TransactionSummary {
  const { current, previous } = yearToDateWindows(today);
  const totals = new Map<TransactionStatus, StatusTotals>();
  for (const row of rows) {
    const entry = totals.get(row.status) ?? { status: row.status, currentKobo: 0, previousKobo: 0 };
    if (within(row.date, current)) entry.currentKobo += nairaToKobo(row.total);
    else if (within(row.date, previous)) entry.previousKobo += nairaToKobo(row.total);
    totals.set(row.status, entry);
  }
  return summaryFromTotals([...totals.values()], today);
}

/**
 * The totals per status of both windows, from the totals per day the database keeps (transaction_day_totals: a
 * transaction's items and tax, per date and status): at most two years of days, whatever the number of
 * transactions.
 */
export async function getTransactionTotals(db: Db, today: string): Promise<StatusTotals[]> {
  const { current, previous } = yearToDateWindows(today);
  const day = transactionDayTotals.date;
  // sum() of a bigint is a numeric, which the drivers hand back as a string (pg) or a bigint (PGlite); a year's kobo
  // fits a double exactly.
  return db
    .select({
      status: transactionDayTotals.status,
      currentKobo: sql`coalesce(sum(${transactionDayTotals.kobo}) filter (where ${gte(day, current.from)}), 0)`.mapWith(Number),
      previousKobo: sql`coalesce(sum(${transactionDayTotals.kobo}) filter (where ${lte(day, previous.to)}), 0)`.mapWith(Number),
    })
    .from(transactionDayTotals)
    .where(or(between(day, current.from, current.to), between(day, previous.from, previous.to)))
    .groupBy(transactionDayTotals.status);
}

/** The four cards of `today` (the clinic's date, YYYY-MM-DD), from the database. */
export async function getTransactionSummary(db: Db, today: string): Promise<TransactionSummary> {
  return summaryFromTotals(await getTransactionTotals(db, today), today);
}

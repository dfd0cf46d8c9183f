import 'server-only';
import { addYearsIso, koboToNaira, nairaToKobo, todayIso } from '@/lib/format';
import { listTransactions, type TransactionRow } from '@/lib/hospital-api';
import { TRANSACTIONS_MAX_LIMIT } from '@/lib/validations/hospital-api';

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

type SummaryRow = Pick<TransactionRow, 'date' | 'total' | 'status'>;

const within = (date: string, window: DateWindow) => date >= window.from && date <= window.to;

export function summarizeTransactions(rows: readonly SummaryRow[], today: string): TransactionSummary {
  const { current, previous } = yearToDateWindows(today);
  const total = (window: DateWindow, key: SummaryKey) =>
    sumNaira(rows.filter((row) => within(row.date, window) && (key === 'all' || row.status === key)).map((row) => row.total));
  return {
    current,
    previous,
    cards: SUMMARY_CARDS.map(({ key, label }) => {
      const amount = total(current, key);
      const previousAmount = total(previous, key);
      return { key, label, amount, previousAmount, growth: growthPercent(amount, previousAmount) };
    }),
  };
}

/** Pages no further than this, whatever the API says (a guard against a misbehaving server). */
const MAX_PAGES = 1000;

/**
 * Reads the transactions of both windows through the hospital API. The API answers newest first, so
 * paging stops at the first page that reaches back before the previous window.
 */
export async function loadTransactionSummary(
  today: string = todayIso(),
  { pageSize = TRANSACTIONS_MAX_LIMIT }: { pageSize?: number } = {},
): Promise<TransactionSummary & { pagesRead: number }> {
  const { previous } = yearToDateWindows(today);
  const rows: SummaryRow[] = [];
  let pagesRead = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, pagination } = await listTransactions({ page, limit: pageSize });
    pagesRead = page;
    rows.push(...data.map(({ date, total, status }) => ({ date, total, status })));
    const oldest = data.at(-1)?.date;
    if (!pagination.nextPage || oldest === undefined || oldest < previous.from) break;
  }
  return { ...summarizeTransactions(rows, today), pagesRead };
}

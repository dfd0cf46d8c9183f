import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { appointments, patients, transactionItems, transactions } from '@/lib/db/schema';
import type { AppointmentType, Gender, TransactionStatus } from '@/lib/db/schema/enums';
import { TRANSACTIONS_DEFAULT_LIMIT, type TransactionsQuery } from '@/lib/hospital-api/schema';
import type { TableParams } from '@/lib/lists/table-url';
import { cachedAggregate } from '@/lib/db/cache/aggregate-cache';
import { containsPattern, listPage, type ListPage } from '@/lib/db/paging';

export interface TransactionRecord {
  id: number;
  /** YYYY-MM-DD. */
  date: string;
  status: TransactionStatus;
  payerBank: string;
  paymentMethod: string;
  paidAt: Date | null;
  documentation: string;
  items: Array<{ label: string; amountKobo: number }>;
  subtotalKobo: number;
  taxKobo: number;
  totalKobo: number;
  patient: { id: number; fullName: string; email: string | null; phone: string; gender: Gender; avatar: string };
  appointment: { id: number; type: AppointmentType; date: string; time: string } | null;
}

const baseQuery = (db: Db) =>
  db
    .select({
      id: transactions.id,
      date: transactions.date,
      status: transactions.status,
      payerBank: transactions.payerBank,
      paymentMethod: transactions.paymentMethod,
      paidAt: transactions.paidAt,
      documentation: transactions.documentation,
      taxKobo: transactions.taxKobo,
      patient: {
        id: patients.id,
        fullName: patients.fullName,
        email: patients.email,
        phone: patients.phone,
        gender: patients.gender,
        avatar: patients.avatar,
      },
      appointmentId: appointments.id,
      appointmentType: appointments.type,
      appointmentDate: appointments.date,
      appointmentTime: appointments.time,
    })
    .from(transactions)
    .innerJoin(patients, eq(patients.id, transactions.patientId))
    .leftJoin(appointments, eq(appointments.id, transactions.appointmentId))
    .$dynamic();

type TransactionRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Adds each transaction's line items and its subtotal and total. */
async function withItems(db: Db, rows: TransactionRow[]): Promise<TransactionRecord[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({ transactionId: transactionItems.transactionId, label: transactionItems.label, amountKobo: transactionItems.amountKobo })
    .from(transactionItems)
    .where(inArray(transactionItems.transactionId, rows.map((row) => row.id)))
    .orderBy(asc(transactionItems.id));
  const itemsByTransaction = new Map<number, typeof items>();
  for (const item of items) itemsByTransaction.set(item.transactionId, [...(itemsByTransaction.get(item.transactionId) ?? []), item]);
  return rows.map(({ appointmentId, appointmentType, appointmentDate, appointmentTime, ...row }) => {
    const lineItems = (itemsByTransaction.get(row.id) ?? []).map(({ label, amountKobo }) => ({ label, amountKobo }));
    const subtotalKobo = lineItems.reduce((sum, item) => sum + item.amountKobo, 0);
    return {
      ...row,
      items: lineItems,
      subtotalKobo,
      totalKobo: subtotalKobo + row.taxKobo,
      appointment:
        appointmentId !== null && appointmentType !== null && appointmentDate !== null && appointmentTime !== null
          ? { id: appointmentId, type: appointmentType, date: appointmentDate, time: appointmentTime }
          : null,
    };
  });
}

/** One page of the list (`q` finds a part of the patient's name), narrowed by date and patient. No column sorts. */
export interface TransactionListParams extends Pick<TableParams, 'page' | 'pageSize' | 'q'> {
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  /** Inclusive, YYYY-MM-DD. */
  to?: string;
  patientId?: number;
  status?: TransactionStatus;
}

/** GET /api/v1/transactions's query (limit, search) in the list's words (pageSize, q); absent fields take the API's defaults. */
export function transactionListParams({ page = 1, limit = TRANSACTIONS_DEFAULT_LIMIT, search, ...filters }: Partial<TransactionsQuery>): TransactionListParams {
  return { ...filters, page, pageSize: limit, q: search ?? '' };
}

function transactionFilter({ from, to, patientId, q, status }: TransactionListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(transactions.date, from));
  if (to) conditions.push(lte(transactions.date, to));
  if (patientId !== undefined) conditions.push(eq(transactions.patientId, patientId));
  if (status) conditions.push(eq(transactions.status, status));
  if (q) conditions.push(sql`lower(${patients.fullName}) like ${containsPattern(q)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of transactions, newest first (the id breaks ties so that pages never overlap), and how many match in all. */
export async function listTransactions(db: Db, params: TransactionListParams): Promise<ListPage<TransactionRecord>> {
  const where = transactionFilter(params);
  // The search alone needs the patient's name; every other count reads transactions only. Without a search or
  // patient, the count is a pass over the table: cached until transactions change (./aggregate-cache.ts). Not
  // until patients change: it reads no patient, and a registration must not make every clinician's count stale.
  const countRows = async () =>
    params.q
      ? (await db.select({ total: count() }).from(transactions).innerJoin(patients, eq(patients.id, transactions.patientId)).where(where))[0].total
      : (await db.select({ total: count() }).from(transactions).where(where))[0].total;
  const page = await listPage(
    params,
    () =>
      params.q || params.patientId !== undefined
        ? countRows()
        : cachedAggregate(db, ['transactions'], `transactions:${params.from ?? ''}:${params.to ?? ''}:${params.status ?? ''}`, countRows),
    (limit, offset) => baseQuery(db).where(where).orderBy(desc(transactions.date), desc(transactions.id)).limit(limit).offset(offset),
  );
  return { ...page, rows: await withItems(db, page.rows) };
}

export async function getTransaction(db: Db, id: number): Promise<TransactionRecord | null> {
  const rows = await baseQuery(db).where(eq(transactions.id, id));
  const [record] = await withItems(db, rows);
  return record ?? null;
}

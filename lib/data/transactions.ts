import 'server-only';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { appointments, patients, transactionItems, transactions } from '@/lib/db/schema';
import type { AppointmentType, Gender, TransactionStatus } from '@/lib/db/schema/enums';

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
  patient: { id: number; fullName: string; email: string; phone: string; gender: Gender; avatar: string };
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

/** One page of transactions, newest first, and how many there are in all. */
export async function listTransactions(
  db: Db,
  { page = 1, limit = 100 }: { page?: number; limit?: number } = {},
): Promise<{ rows: TransactionRecord[]; total: number }> {
  const rows = await baseQuery(db)
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(transactions);
  return { rows: await withItems(db, rows), total };
}

export async function getTransaction(db: Db, id: number): Promise<TransactionRecord | null> {
  const rows = await baseQuery(db).where(eq(transactions.id, id));
  const [record] = await withItems(db, rows);
  return record ?? null;
}

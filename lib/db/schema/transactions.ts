import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, identityId, ownedBy, timestamptz } from './columns';
import { transactionStatusEnum } from './pg-enums';
import { patients } from './patients';

/** Money is integer kobo (1 naira = 100 kobo); the API and screens show naira. */
export const transactions = pgTable(
  'transactions',
  {
    id: identityId(),
    patientId: ownedBy('patient_id', () => patients.id),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: transactionStatusEnum('status').notNull(),
    payerBank: text('payer_bank').notNull(),
    paymentMethod: text('payment_method').notNull().default('Debit Card'),
    /** Null until the payment went through. */
    paidAt: timestamptz('paid_at'),
    taxKobo: integer('tax_kobo').notNull().default(0),
    /** File name of the receipt or invoice shown as the documentation item. */
    documentation: text('documentation').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order: newest first.
    index('transactions_date_id_idx').on(t.date, t.id),
    index('transactions_patient_id_idx').on(t.patientId),
    index('transactions_appointment_id_idx').on(t.appointmentId),
    index('transactions_status_idx').on(t.status),
  ],
);

export const transactionItems = pgTable(
  'transaction_items',
  {
    id: identityId(),
    transactionId: ownedBy('transaction_id', () => transactions.id),
    /** e.g. "Check-up", "Medicine". */
    label: text('label').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
  },
  (t) => [index('transaction_items_transaction_id_idx').on(t.transactionId)],
);

/**
 * The kobo of every transaction (its items and its tax) added up per date and status, kept by the database's own
 * triggers in the transaction that writes a transaction or an item (migration 0033), never written by the app. The
 * Transactions screen's year-to-date cards and the dashboard's earnings read these few hundred rows: from the
 * transactions themselves they were a pass over two years of transactions and their items, computed again after
 * every payment (700 ms at a million patients).
 */
export const transactionDayTotals = pgTable(
  'transaction_day_totals',
  {
    date: date('date', { mode: 'string' }).notNull(),
    status: transactionStatusEnum('status').notNull(),
    kobo: bigint('kobo', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.status] })],
);

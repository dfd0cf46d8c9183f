import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { caseReports, diagnosisTests, documents, investigations, medicalReports, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { voidSourceObservations } from '@/lib/vitals/writes';

// A clinical record is voided, never deleted (lib/db/schema/voided.ts). This is the one write that voids, and
// the SQL every reader uses to leave voided rows out or to say who voided one.

export type VoidableKind = 'diagnosis-test' | 'prescription' | 'medical-report' | 'case-report' | 'investigation' | 'document';

interface VoidableTable {
  table: PgTable;
  id: AnyPgColumn;
  voidedAt: AnyPgColumn;
  voidedById: AnyPgColumn;
  voidReason: AnyPgColumn;
}

const voidable = <T extends PgTable & Omit<VoidableTable, 'table'>>(table: T): VoidableTable => ({
  table,
  id: table.id,
  voidedAt: table.voidedAt,
  voidedById: table.voidedById,
  voidReason: table.voidReason,
});

const VOIDABLE: Record<VoidableKind, VoidableTable> = {
  'diagnosis-test': voidable(diagnosisTests),
  prescription: voidable(prescriptions),
  'medical-report': voidable(medicalReports),
  'case-report': voidable(caseReports),
  investigation: voidable(investigations),
  document: voidable(documents),
};

/** What voiding answered: done, no such record, or it was voided before (a record is voided once). */
export type VoidOutcome = 'voided' | 'not-found' | 'already-voided';

export interface VoidRequest {
  /** The doctor who voids it. */
  by: number;
  /** Why, as the void schema checked it (lib/reports/schema/void.ts). */
  reason: string;
  /** A further condition the record must meet (a case report's kind). */
  where?: SQL;
}

/**
 * Voids one record: when, by whom and why. Its row, its children (medicines, properties) and its file all
 * stay. Who may void it (its author or an administrator) is decided before, by the action's wrapper.
 */
export function voidRecord(db: Db, kind: VoidableKind, id: number, { by, reason, where }: VoidRequest): Promise<VoidOutcome> {
  const t = VOIDABLE[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ voidedAt: t.voidedAt })
      .from(t.table)
      .where(and(eq(t.id, id), where))
      .for('update');
    if (!row) return 'not-found' as const;
    if (row.voidedAt !== null) return 'already-voided' as const;
    await tx
      .update(t.table)
      .set({ voidedAt: sql`now()`, voidedById: by, voidReason: reason } as never)
      .where(eq(t.id, id));
    // A voided test's or prescription's measurements were wrong or not this patient's: they stop being the
    // patient's vitals. The record itself keeps what it measured, and shows it struck through.
    if (kind === 'diagnosis-test' || kind === 'prescription') await voidSourceObservations(tx, kind, id);
    return 'voided' as const;
  });
}


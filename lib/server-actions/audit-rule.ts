import 'server-only';
import { recordAudit, requestAddress } from '@/lib/audit';
import type { SignedInDoctor } from '@/lib/auth/session';
import type { AuditAction, AuditEntity, AuditOutcome } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ActionResult } from './result';

/** What an action appends to the audit trail: written by doctorAction in the handler's own transaction. */
export interface AuditRule<I, T = unknown> {
  entity: AuditEntity;
  action: AuditAction;
  /** The record's id: from the input (change, delete) or from the answer (create). */
  entityId?: (input: I, data?: T) => number | string | null | undefined;
  /** The patient it concerns, read in the transaction before the handler runs (so before a delete). */
  patientId?: (input: I, db: Db) => Promise<number | null> | number | null;
  /** The patient it concerns when only the answer knows (a patient just registered). */
  patientIdOfResult?: (data: T) => number | undefined;
  /** A short word on what changed ("status: confirmed"); never the record itself. */
  detail?: (input: I, data?: T) => string | undefined;
}

/** Thrown inside the transaction when the handler refused: it undoes whatever the handler wrote. */
class Refusal extends Error {
  constructor(
    readonly result: Extract<ActionResult<never>, { ok: false }>,
    readonly patientId: number | null,
  ) {
    super('refused');
  }
}

interface AuditedRun<I, T> {
  db: Db;
  doctor: SignedInDoctor;
  rule: AuditRule<I, T>;
  input: I;
  run: (tx: Db) => Promise<ActionResult<T>>;
}

/**
 * Runs the handler and the audit line in ONE transaction: both are committed or neither. A refusal rolls the
 * transaction back and is then recorded as refused, a failure of the server as failed (each outside it).
 */
export async function runAudited<I, T>({ db, doctor, rule, input, run }: AuditedRun<I, T>): Promise<ActionResult<T>> {
  const address = await requestAddress();
  try {
    return await db.transaction(async (tx) => {
      const patientId = (await rule.patientId?.(input, tx)) ?? null;
      const result = await run(tx);
      if (!result.ok) throw new Refusal(result, patientId);
      await recordAudit(tx, { ...line(doctor, rule, input, address, 'success', result.data), patientId: rule.patientIdOfResult?.(result.data) ?? patientId });
      return result;
    });
  } catch (error) {
    if (error instanceof Refusal) {
      await recordAudit(db, { ...line(doctor, rule, input, address, 'refused'), patientId: error.patientId, detail: error.result.message });
      return error.result;
    }
    await recordAudit(db, line(doctor, rule, input, address, 'failed')).catch(() => undefined);
    throw error;
  }
}

/** An action refused before its handler ran (role, author, no such record): recorded as refused. */
export async function recordRefusal<I, T>(db: Db, doctor: SignedInDoctor, rule: AuditRule<I, T>, input: I | undefined, message: string): Promise<void> {
  const patientId = input === undefined ? null : ((await rule.patientId?.(input, db)) ?? null);
  await recordAudit(db, {
    ...line(doctor, rule, input, await requestAddress(), 'refused'),
    patientId,
    detail: message,
  });
}

function line<I, T>(doctor: SignedInDoctor, rule: AuditRule<I, T>, input: I | undefined, address: string, outcome: AuditOutcome, data?: T) {
  return {
    actorId: doctor.id,
    actorEmail: doctor.email,
    action: rule.action,
    entity: rule.entity,
    entityId: input === undefined ? null : (rule.entityId?.(input, data) ?? null),
    address,
    outcome,
    detail: input === undefined ? null : (rule.detail?.(input, data) ?? null),
  };
}

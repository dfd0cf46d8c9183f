import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { getAccountSession, getCurrentSession, mustEnrolTwoFactor } from '@/lib/auth/current-doctor';
import { isAdministrator, mayChange, mayOpenRecords, mayWorkInLab } from '@/lib/auth/roles';
import { authorOf, type AuthoredKind } from '@/lib/reports/queries/authors';
import type { SignedInDoctor } from '@/lib/auth/session';
import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { requestLog } from '@/lib/log/request-log';
import { recordRefusal, runAudited, type AuditRule } from './audit-rule';
import { fail, invalid, type ActionResult } from './result';

export type { AuditRule } from './audit-rule';

/** What an action answers when the session has ended between page load and save. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.';
/** What an action answers an account that must enrol a second factor before anything else. */
export const TWO_FACTOR_FIRST = 'Set up two-factor sign-in first (Settings, Security).';
/** An action for administrators, called by anyone else. */
export const ADMINISTRATORS_ONLY = 'Only an administrator can do this.';
/** An action on patients' records, called by a lab scientist. */
export const NOT_FOR_LAB_STAFF = 'Lab staff work from the Lab screen and cannot open patients’ records.';
/** A step of the laboratory's work, called by a doctor. */
export const LAB_STAFF_ONLY = 'Only lab staff can do this.';
/** What the doctor reads when the server failed (not their input, not the network). */
export const SERVER_FAILED = 'The server could not complete this. Nothing was changed; try again in a moment.';

export interface ActionContext {
  db: Db;
  doctor: SignedInDoctor;
  sessionId: string;
}

/** The one record an action changes, when that record has an author. */
export interface RecordRule<I> {
  kind: AuthoredKind;
  id: (input: I) => number;
  /** Said when the record does not exist (and when the input names no record at all). */
  notFound: string;
  /** Said when the doctor is neither its author nor an administrator. */
  forbidden: string;
}

export interface ActionRules<I, T = unknown> {
  /**
   * Who may run it: only administrators; only the lab's staff (lab scientists and administrators); or any account
   * (its own profile, password and security). Without it, those who open patients' records: doctors and administrators.
   */
  role?: 'administrator' | 'lab' | 'any account';
  /** The Security page's own actions: an account that must first enrol a second factor may run them too. */
  beforeTwoFactor?: true;
  /** Only the record's author or an administrator may run it. */
  record?: RecordRule<I>;
  /**
   * What it appends to the audit trail. The handler then runs inside a transaction (its `db` is that
   * transaction) together with the audit line; refusals are recorded too.
   */
  audit?: AuditRule<I, T>;
}

type Action<T> = (input: unknown) => Promise<ActionResult<T>>;

/** Every function that the wrappers built; a test checks that each server action is one of them. */
const built = new WeakSet<(...args: never[]) => unknown>();
export const isWrappedAction = (candidate: unknown) => typeof candidate === 'function' && built.has(candidate as () => unknown);

/**
 * The one way to write a doctor's server action. In this order it checks the session (an active account),
 * the role, the input (with the same zod schema as the form), and the ownership of the record it changes;
 * only then does `handler` run. A failure of the server is logged and answered as one, never thrown at
 * the browser; Next's own redirects and not-found signals pass through. With an `audit` rule the handler
 * and its audit line run in one transaction (see audit-rule.ts), and a refusal is recorded as refused.
 */
export function doctorAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, context: ActionContext) => Promise<ActionResult<T>>,
  rules: ActionRules<z.output<S>, T> = {},
): Action<T> {
  const { audit } = rules;
  const action: Action<T> = async (input) => {
    try {
      const session = rules.beforeTwoFactor ? await getAccountSession() : await getCurrentSession();
      if (!session) return fail((await mustEnrolTwoFactor()) ? TWO_FACTOR_FIRST : SESSION_ENDED);
      const { doctor, sessionId } = session;
      const parsed = schema.safeParse(formDataToObject(input));
      const refuse = async (message: string) => {
        if (audit) await recordRefusal(await getDb(), doctor, audit, parsed.success ? parsed.data : undefined, message);
        return fail(message);
      };
      if (rules.role === 'administrator' && !isAdministrator(doctor)) return await refuse(ADMINISTRATORS_ONLY);
      if (rules.role === 'lab' && !mayWorkInLab(doctor)) return await refuse(LAB_STAFF_ONLY);
      // The Security page's actions are every account's own.
      if (rules.role === undefined && !rules.beforeTwoFactor && !mayOpenRecords(doctor)) return await refuse(NOT_FOR_LAB_STAFF);
      if (!parsed.success) return rules.record && namesNoRecord(parsed.error) ? fail(rules.record.notFound) : invalid(parsed.error);
      const db = await getDb();
      if (rules.record) {
        const record = await authorOf(db, rules.record.kind, rules.record.id(parsed.data));
        if (!record) return await refuse(rules.record.notFound);
        if (!mayChange(doctor, record.authorId)) return await refuse(rules.record.forbidden);
      }
      const result = audit
        ? await runAudited({ db, doctor, rule: audit, input: parsed.data, run: (tx) => handler(parsed.data, { db: tx, doctor, sessionId }) })
        : await handler(parsed.data, { db, doctor, sessionId });
      await recordDuplicatesShown(db, doctor, result);
      return result;
    } catch (error) {
      return serverFailure(error);
    }
  };
  built.add(action);
  return action;
}

/**
 * The way to write an action anyone may call (sign-in, signup, password reset): the input is checked with
 * the form's schema and a failure of the server is answered as one.
 */
export function publicAction<S extends z.ZodType, T>(schema: S, handler: (input: z.output<S>) => Promise<ActionResult<T>>): Action<T> {
  const action: Action<T> = async (input) => {
    try {
      const parsed = schema.safeParse(formDataToObject(input));
      if (!parsed.success) return invalid(parsed.error);
      return await handler(parsed.data);
    } catch (error) {
      return serverFailure(error);
    }
  };
  built.add(action);
  return action;
}

/** For an action that takes no input (sign out): marks it as built here, so the wrapper test knows it. */
export function sessionAction(handler: () => Promise<void>): () => Promise<void> {
  built.add(handler);
  return handler;
}

/**
 * A refusal that lists registered patients who may be the one being registered or booked shows those patients
 * (name, number, date of birth, phone): a read of each, recorded as the doctor's, outside the refused transaction
 * that rolled back.
 */
async function recordDuplicatesShown<T>(db: Db, doctor: SignedInDoctor, result: ActionResult<T>): Promise<void> {
  if (result.ok || !result.duplicates?.length) return;
  await recordRead(db, { reader: doctor, source: 'likely duplicates', items: patientsShown(result.duplicates.map((duplicate) => duplicate.id)) });
}

async function serverFailure(error: unknown): Promise<ActionResult<never>> {
  unstable_rethrow(error);
  // The error alone: never the action's input (a patient's record, a password).
  (await requestLog()).error({ err: error }, 'a server action failed');
  return fail(SERVER_FAILED);
}

/** An id that is not a number of ours, or no id at all: there is no such record. */
function namesNoRecord(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.path.length === 0 || issue.path[0] === 'id');
}

/**
 * Forms with a file post FormData: its text fields and files become a plain object for the schema. Own properties
 * only (Object.fromEntries defines them): a field named `__proto__` must not become the object's prototype.
 */
function formDataToObject(input: unknown): unknown {
  if (!(input instanceof FormData)) return input;
  return Object.fromEntries(input.entries());
}

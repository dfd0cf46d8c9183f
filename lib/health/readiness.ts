import 'server-only';
import { withinDeadline } from './deadline';
import { pendingMigrations, type JournalEntry } from './migrations';

/** How long the database has to answer before the server reports itself not ready. */
export const READINESS_TIMEOUT_MS = 1000;

export type DatabaseState = 'ok' | 'unreachable' | 'timeout';
/** `unknown`: the database did not answer, so what it has applied cannot be told. */
export type MigrationsState = 'current' | 'pending' | 'unknown';

export interface Readiness {
  status: 'ok' | 'unavailable';
  database: DatabaseState;
  migrations: MigrationsState;
}

export interface ReadinessCheck {
  /** Asks the database for the latest applied migration (lastAppliedMigration); rejects when it cannot. */
  lastApplied: () => Promise<number | null>;
  /** The migrations the build ships (migrationJournal()). */
  journal: readonly JournalEntry[];
  timeoutMs?: number;
}

export interface ReadinessResult {
  readiness: Readiness;
  /** Why the database did not answer, for the log (never for the response). */
  error?: unknown;
}

/**
 * Ready means: the database answered within READINESS_TIMEOUT_MS, and it has every migration of the journal.
 * Anything else says which part failed.
 */
export async function checkReadiness({ lastApplied, journal, timeoutMs = READINESS_TIMEOUT_MS }: ReadinessCheck): Promise<ReadinessResult> {
  const answer = await withinDeadline(lastApplied, timeoutMs);
  if (answer.kind === 'timeout') return { readiness: { status: 'unavailable', database: 'timeout', migrations: 'unknown' } };
  if (answer.kind === 'failed') return { readiness: { status: 'unavailable', database: 'unreachable', migrations: 'unknown' }, error: answer.error };
  if (pendingMigrations(journal, answer.value).length > 0) return { readiness: { status: 'unavailable', database: 'ok', migrations: 'pending' } };
  return { readiness: { status: 'ok', database: 'ok', migrations: 'current' } };
}

import 'server-only';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/log/logger';
import { lastAppliedMigration, migrationJournal } from './migrations';
import { checkReadiness } from './readiness';

// The handlers of app/api/health (the routes re-export them, so that lib never imports app). Neither needs a
// session (proxy.ts guards only /doctor), neither reads or writes the audit trail, and neither says more than
// the state of the process, the database and the migrations.

const noStore = { 'Cache-Control': 'no-store' };

const log = logger.child({ component: 'health' });

/** `GET /api/health`: the process is up and serving. Touches nothing else. */
export async function liveness(): Promise<Response> {
  return Response.json({ status: 'ok' }, { headers: noStore });
}

/** `GET /api/health/ready`: 200 when the database answers within a second and has every migration; 503 otherwise. */
export async function readiness(): Promise<Response> {
  const { readiness: state, error } = await checkReadiness({
    lastApplied: async () => lastAppliedMigration(await getDb()),
    journal: migrationJournal(),
  });
  if (state.status !== 'ok') log.warn({ err: error, database: state.database, migrations: state.migrations }, 'not ready');
  return Response.json(state, { status: state.status === 'ok' ? 200 : 503, headers: noStore });
}

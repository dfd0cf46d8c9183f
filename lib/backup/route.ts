import 'server-only';
import { recordAudit, requestAddress } from '@/lib/audit';
import { getDb, getDbHandle } from '@/lib/db/client';
import { dumpEmbeddedDatabase } from '@/lib/db/backup';
import { getEnv } from '@/lib/env';
import { errorResponse, jsonHandler } from '@/lib/hospital-api/server/respond';
import { requestLog } from '@/lib/log/request-log';
import { checkBackupToken } from './credential';
import { recordRefusedBackup } from './refused';

/** Who the audit trail names for a backup: the credential, as it names `hospital-api` for the API's calls. */
export const BACKUP_ACTOR = 'backup token';

/** The file's name: the instant it was made, on UTC's clock, sortable. */
export const backupFileName = (at: Date) => `hms-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/**
 * `POST /api/backup` (`Authorization: Bearer <backup token>`, lib/backup/token.ts: BACKUP_TOKEN, or the token
 * derived from SESSION_SECRET that `npm run db:backup` computes on the server's machine): a consistent copy of
 * the running embedded database (lib/db/backup.ts), as a gzipped tar that `npm run db:restore` restores. The
 * whole database, every patient and every password hash, so the hospital API's key and token, which the
 * integrations that book appointments hold, are refused (401). Each backup is audited with the backup token as
 * the actor and the address; refusals too, without flooding (lib/backup/refused.ts). On PostgreSQL it answers
 * 409: pg_dump makes that backup (docs/operations.md, Backups). POST, not GET: nothing caches or prefetches it.
 */
async function backup(request: Request): Promise<Response> {
  const log = (await requestLog()).child({ component: 'backup' });
  const credential = checkBackupToken(request);
  if (!credential.ok) {
    log.warn({ reason: credential.reason }, 'backup refused');
    await recordRefusedBackup(await getDb(), { address: await requestAddress(), reason: credential.reason, apiCredential: credential.apiCredential });
    return credential.response;
  }
  const handle = await getDbHandle();
  if (!handle.client) {
    return errorResponse(409, 'This server runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, as docs/operations.md says.');
  }
  const started = performance.now();
  const at = new Date();
  const copy = await dumpEmbeddedDatabase(handle.client);
  const which = getEnv().BACKUP_TOKEN ? 'BACKUP_TOKEN' : 'the token derived from SESSION_SECRET';
  await recordAudit(handle.db, {
    actorId: null,
    actorEmail: BACKUP_ACTOR,
    action: 'export',
    entity: 'database',
    address: await requestAddress(),
    detail: `backup of the embedded database, ${copy.size} bytes, with ${which}`,
  });
  log.info({ bytes: copy.size, ms: Math.round(performance.now() - started) }, 'backup made');
  return new Response(copy.stream(), {
    status: 200,
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(copy.size),
      'Content-Disposition': `attachment; filename="${backupFileName(at)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const POST = jsonHandler(backup);

import 'server-only';
import { recordAudit, requestAddress } from '@/lib/audit';
import { getDbHandle } from '@/lib/db/client';
import { dumpEmbeddedDatabase } from '@/lib/db/backup';
import { checkBearerToken } from '@/lib/hospital-api/server/auth';
import { API_ACTOR_EMAIL } from '@/lib/hospital-api/server/audit';
import { errorResponse } from '@/lib/hospital-api/server/respond';
import { logger } from '@/lib/log/logger';

const log = logger.child({ component: 'backup' });

/** The file's name: the instant it was made, on UTC's clock, sortable. */
export const backupFileName = (at: Date) => `hms-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/**
 * `POST /api/backup` (`Authorization: Bearer $HOSPITAL_API_TOKEN`, the credential hospital IT holds; what
 * `npm run db:backup` calls): a consistent copy of the running embedded database (lib/db/backup.ts), as a
 * gzipped tar that `npm run db:restore` restores. Audited, as the API's token. On PostgreSQL it answers 409:
 * pg_dump makes that backup (docs/operations.md, Backups). POST, not GET: nothing caches or prefetches it.
 */
export async function POST(request: Request): Promise<Response> {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const handle = await getDbHandle();
  if (!handle.client) {
    return errorResponse(409, 'This server runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, as docs/operations.md says.');
  }
  const started = performance.now();
  const at = new Date();
  const backup = await dumpEmbeddedDatabase(handle.client);
  await recordAudit(handle.db, {
    actorId: null,
    actorEmail: API_ACTOR_EMAIL,
    action: 'export',
    entity: 'database',
    address: await requestAddress(),
    detail: `backup of the embedded database, ${backup.size} bytes, through the hospital API`,
  });
  log.info({ bytes: backup.size, ms: Math.round(performance.now() - started) }, 'backup made');
  return new Response(backup.stream(), {
    status: 200,
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(backup.size),
      'Content-Disposition': `attachment; filename="${backupFileName(at)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

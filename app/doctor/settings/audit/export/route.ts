import { recordAudit, requestAddress } from '@/lib/audit';
import { auditCsvHeader, auditRowsToCsv } from '@/lib/audit/rules/csv';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { isAdministrator } from '@/lib/auth/roles';
import { auditEventBatches } from '@/lib/audit/queries/trail';
import { getDb } from '@/lib/db/client';
import { requestLog } from '@/lib/log/request-log';
import { queryObject } from '@/lib/hospital-api/schema';
import { AUDIT_EXPORT_MAX, auditFilterOf, auditQuery, parseAuditFilters } from '@/lib/audit/schema';
import { exportFileName } from '@/lib/lists/export-file-name';

export const dynamic = 'force-dynamic';

/**
 * GET /doctor/settings/audit/export?person=&patient=&action=&from=&to=: the filtered trail as CSV, newest
 * first, for administrators only, streamed a batch at a time and at most AUDIT_EXPORT_MAX events. The export
 * is itself a line of the trail, written before the first row goes out.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: 'Sign in to download the audit trail' }, { status: 401 });
  const filters = auditFilterOf(parseAuditFilters(queryObject(new URL(request.url).searchParams)));
  const db = await getDb();
  const event = { actorId: session.doctor.id, actorEmail: session.doctor.email, action: 'export', entity: 'audit', address: await requestAddress() } as const;
  if (!isAdministrator(session.doctor)) {
    await recordAudit(db, { ...event, outcome: 'refused', detail: 'not an administrator' });
    return Response.json({ error: 'Only an administrator can export the audit trail' }, { status: 403 });
  }
  await recordAudit(db, { ...event, detail: auditQuery(filters).slice(1) || 'everything' });

  // Read now: the stream's batches are pulled after this handler has returned.
  const log = await requestLog();
  const encoder = new TextEncoder();
  const batches = auditEventBatches(db, filters, { max: AUDIT_EXPORT_MAX });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(auditCsvHeader()));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(auditRowsToCsv(next.value)));
      } catch (error) {
        log.error({ err: error }, 'the audit export failed');
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName('audit', 'csv')}"`,
      'Cache-Control': 'no-store',
    },
  });
}

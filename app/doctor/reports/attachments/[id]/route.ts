import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import { attachmentItem, recordRead } from '@/lib/audit';
import { getReportAttachment } from '@/lib/reports/queries/attachments';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { contentDisposition } from './content-disposition';

export const dynamic = 'force-dynamic';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** Types a browser may show in place (`?disposition=inline`, for images in the drawer); anything else downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/** GET /doctor/reports/attachments/{id}: a report's file, to signed-in doctors only. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return plain(401, 'Sign in to download this file');
  if (!mayOpenRecords(session.doctor)) return plain(403, NOT_FOR_LAB_STAFF);
  const id = parseRowId((await params).id);
  if (id === null) return plain(404, 'Not found');
  const db = await getDb();
  const attachment = await getReportAttachment(db, id);
  if (!attachment) return plain(404, 'Not found');
  const inline = new URL(request.url).searchParams.get('disposition') === 'inline' && INLINE_TYPES.has(attachment.mime);
  // The file's contents are patient data: recorded before they are sent.
  await recordRead(db, { reader: session.doctor, source: `file ${attachment.id}, ${inline ? 'shown' : 'downloaded'}`, items: [attachmentItem(attachment)] });
  return new Response(new Uint8Array(attachment.bytes), {
    headers: {
      'Content-Type': attachment.mime,
      'Content-Length': String(attachment.bytes.length),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', attachment.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

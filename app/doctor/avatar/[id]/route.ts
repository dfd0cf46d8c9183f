import { getAccountSession } from '@/lib/auth/current-doctor';
import { getDoctorAvatar } from '@/lib/staff/queries/doctors';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';

export const dynamic = 'force-dynamic';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET /doctor/avatar/{id}?v={updatedAt}: a doctor's uploaded picture, to signed-in doctors only. The
 * top bar links it with the profile's update time, so a versioned URL may be cached for good; any
 * other is checked again every time.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!(await getAccountSession())) return plain(401, 'Sign in to see this picture');
  const id = parseRowId((await params).id);
  if (id === null) return plain(404, 'Not found');
  const avatar = await getDoctorAvatar(await getDb(), id);
  if (!avatar) return plain(404, 'Not found');
  const current = new URL(request.url).searchParams.get('v') === String(avatar.updatedAt.getTime());
  return new Response(new Uint8Array(avatar.bytes), {
    headers: {
      'Content-Type': avatar.mime,
      'Content-Length': String(avatar.bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    },
  });
}

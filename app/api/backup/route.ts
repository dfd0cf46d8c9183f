// The handler lives in lib/backup, so that lib never imports app.
export { POST } from '@/lib/backup/route';

export const dynamic = 'force-dynamic';

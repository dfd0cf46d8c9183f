// The handler lives in lib/reminders, so that lib never imports app.
export { GET, POST } from '@/lib/reminders/job-route';

export const dynamic = 'force-dynamic';

import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { runCriticalNoticePass } from '@/lib/lab/notices/pass';
import { requestLog } from '@/lib/log/request-log';
import { runReminderPass } from './pass';
import { reminderPassOptionsFrom } from './senders';

/** Hashing first gives equal lengths, so the comparison's time says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const noStore = { 'Cache-Control': 'no-store' };

/**
 * `GET|POST /api/jobs/reminders`: one pass of the reminder job, for hosting without a long-running server
 * (Vercel Cron calls it with GET and `Authorization: Bearer $CRON_SECRET`). Refused (401) without that
 * header, with a wrong secret, and always while CRON_SECRET is unset. Answers the pass's counts. The critical lab
 * result notices go out in the same call, through the same channels (their counts are logged).
 */
async function runJob(request: Request): Promise<Response> {
  const env = getEnv();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!env.CRON_SECRET || !match || !sameSecret(match[1], env.CRON_SECRET)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer realm="jobs"' } });
  }
  const log = (await requestLog()).child({ component: 'reminders' });
  try {
    const db = await getDb();
    const options = reminderPassOptionsFrom(env);
    const result = await runReminderPass(db, options);
    log.info(result, 'reminder pass (/api/jobs/reminders)');
    log.info(await runCriticalNoticePass(db, { ...options, appUrl: env.APP_URL }), 'critical lab result notice pass (/api/jobs/reminders)');
    return Response.json({ data: result }, { headers: noStore });
  } catch (error) {
    log.error({ err: error }, 'the reminder pass failed');
    return Response.json({ error: 'The reminder pass failed; see the server log' }, { status: 500, headers: noStore });
  }
}

export const GET = runJob;
export const POST = runJob;

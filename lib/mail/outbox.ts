import 'server-only';
import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { getEnv } from '@/lib/env';
import { requestLog } from '@/lib/log/request-log';

export type Mail = { to: string; subject: string; text: string };

const FROM = 'HMS <no-reply@hms.local>';

/**
 * Delivers a mail: through SMTP when SMTP_URL is set. Otherwise it goes, as a file, into DATA_DIR/outbox, so
 * that a clinic without a mail server (and every developer and test) can still follow a reset link. The log
 * says that a mail went and how, never to whom or what it said: a reset link is a credential, and a reminder
 * names a patient.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, DATA_DIR } = getEnv();
  const log = (await requestLog()).child({ component: 'mail' });
  if (SMTP_URL) {
    await createTransport(SMTP_URL).sendMail({ from: FROM, ...mail });
    log.info('mail sent through SMTP');
    return;
  }
  const folder = path.join(DATA_DIR, 'outbox');
  await mkdir(folder, { recursive: true });
  // The time first, so that the names sort by it; a random part, since one pass may write two mails to one
  // address within a millisecond, and neither may overwrite the other.
  const unique = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const name = `${unique}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`;
  // Written whole under a hidden name that names no one, then given its name in one step (a hard link fails
  // rather than overwrite): whoever reads the folder (a person, a script, a test) never finds a mail half written.
  const partial = path.join(folder, `.${unique}.partial`);
  await writeFile(partial, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { flag: 'wx' });
  try {
    await link(partial, path.join(folder, name));
  } finally {
    await unlink(partial);
  }
  log.info({ folder: path.resolve(folder) }, 'mail written to the outbox folder (SMTP_URL is unset)');
}

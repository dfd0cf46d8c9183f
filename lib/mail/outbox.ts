import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { getEnv } from '@/lib/env';

export type Mail = { to: string; subject: string; text: string };

const FROM = 'HMS <no-reply@hms.local>';

/**
 * Delivers a mail: through SMTP when SMTP_URL is set. Otherwise it goes to the server log and, as a file,
 * into DATA_DIR/outbox, so that a clinic without a mail server (and every developer and test) can still
 * follow a reset link.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, DATA_DIR } = getEnv();
  if (SMTP_URL) {
    await createTransport(SMTP_URL).sendMail({ from: FROM, ...mail });
    return;
  }
  console.info(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.text}`);
  const folder = path.join(DATA_DIR, 'outbox');
  await mkdir(folder, { recursive: true });
  const name = `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`;
  await writeFile(path.join(folder, name), `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
}

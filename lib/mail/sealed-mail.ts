import 'server-only';
import { openSecret, sealSecret } from '@/lib/auth/secret-box';
import type { Mail } from './outbox';

/**
 * A queued mail is stored sealed (AES-256-GCM, the TOTP keys' box): a reset link in it is a credential, and a copy
 * of the database alone must open no account. The box derives its key from the secret it is given; giving it
 * SESSION_SECRET with this purpose appended yields a key of the mails' own, never the one that seals TOTP keys.
 */
const mailKeySecret = (sessionSecret: string) => `${sessionSecret}\u0000queued-mail`;

export function sealMail(mail: Mail, sessionSecret: string): string {
  return sealSecret(JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }), mailKeySecret(sessionSecret));
}

/** The mail, or null when the box is malformed or was sealed under another SESSION_SECRET. */
export function openMail(sealed: string, sessionSecret: string): Mail | null {
  const plain = openSecret(sealed, mailKeySecret(sessionSecret));
  if (plain === null) return null;
  const mail = JSON.parse(plain) as Partial<Mail>;
  if (typeof mail.to !== 'string' || typeof mail.subject !== 'string' || typeof mail.text !== 'string') return null;
  return { to: mail.to, subject: mail.subject, text: mail.text };
}

// The work of `npm run db:create-admin` (scripts/db-create-admin.ts), apart from the process, for the tests.
import { hashPassword } from '@/lib/auth/password';
import { createAdministrator } from '@/lib/auth/writes/new-accounts';
import type { Db } from '@/lib/db/types';
import { signupSchema } from '@/lib/auth/schema/credentials';
import { promptHidden, type PromptInput, type PromptOutput } from './hidden-prompt';

export const CREATE_ADMIN_USAGE = `Usage: npm run db:create-admin -- --email you@hospital.org

Creates an active administrator on the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
The password comes from the environment variable ADMIN_PASSWORD or, in a terminal, is typed at a prompt
that does not show it. The password rules are signup's: at least 8 characters.`;

/** `--email you@hospital.org` (or `--email=…`); `--help`. Anything else is refused with the usage. */
export function parseCreateAdminArgs(args: readonly string[]): { email: string } | { help: true } {
  let email: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--email') {
      email = args[++i];
      if (email === undefined) throw new Error(`--email needs the new administrator's email.\n\n${CREATE_ADMIN_USAGE}`);
    } else if (arg.startsWith('--email=')) email = arg.slice('--email='.length);
    else throw new Error(`Unexpected argument "${arg}".\n\n${CREATE_ADMIN_USAGE}`);
  }
  if (!email) throw new Error(`--email is required.\n\n${CREATE_ADMIN_USAGE}`);
  const parsed = signupSchema.shape.email.safeParse(email);
  if (!parsed.success) throw new Error(`--email: ${parsed.error.issues[0]!.message}.`);
  return { email: parsed.data };
}

export interface PasswordSource {
  env: Record<string, string | undefined>;
  stdin: PromptInput;
  stdout: PromptOutput;
}

/** ADMIN_PASSWORD, or typed twice at a terminal without echo; never printed anywhere. */
export async function readAdminPassword({ env, stdin, stdout }: PasswordSource): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!stdin.isTTY) throw new Error('No password: set ADMIN_PASSWORD, or run the command in a terminal to type it (it is not shown).');
  const password = await promptHidden('Password of the new administrator (not shown): ', stdin, stdout);
  const again = await promptHidden('The same password again: ', stdin, stdout);
  if (password !== again) throw new Error('The two passwords differ; nothing was changed.');
  return password;
}

/**
 * Checks the email and password with signup's schema, then makes the account: an active administrator, with
 * its audit line. Resolves with the line to print (which names the email, never the password); an email in
 * use, in any case, is refused and nothing changes.
 */
export async function createAdmin(db: Db, input: { email: string; password: string }, target: string): Promise<string> {
  const parsed = signupSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join('\n'));
  const { email, password } = parsed.data;
  const made = await createAdministrator(db, {
    email,
    passwordHash: await hashPassword(password),
    address: 'command line',
    detail: 'administrator, made with npm run db:create-admin',
  });
  if (made === 'email-taken') {
    throw new Error(`An account with the email ${email} already exists in the ${target}; nothing was changed.`);
  }
  return `Created ${made.email}, an active administrator, in the ${target}. Sign in with it at /login.`;
}

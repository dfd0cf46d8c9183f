// The work of `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts), apart
// from the process, for the tests.
import { existsSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { backupTokenOf } from '@/lib/backup/token';
import { restoreEmbeddedDatabase } from '@/lib/db/backup';
import type { Env } from '@/lib/env';

export const BACKUP_USAGE = `Usage: npm run db:backup -- --out FILE [--url URL]

Asks the running server (APP_URL, or --url) for a consistent backup of its embedded database, made while it
keeps serving, and writes it to FILE (a gzipped tar; an existing file is never overwritten). Run it with the
server's own configuration: the request carries the backup token, BACKUP_TOKEN when it is set, else the token
derived from SESSION_SECRET (never the hospital API's key or token, which the server refuses), and the server
writes each backup to the audit trail. A server on PostgreSQL refuses: back PostgreSQL up with pg_dump
(docs/operations.md, Backups).`;

export const RESTORE_USAGE = `Usage: npm run db:restore -- FILE

Fills DATA_DIR (default .data) with the embedded database of a backup made by npm run db:backup. Only a new
or empty folder is filled: a folder that holds a database, or anything else, is refused untouched. Then start
the server on it.`;

export interface BackupOptions {
  out: string;
  url?: string;
}

/** `--out FILE` (or `--out=FILE`), `--url URL`; `--help`. Anything else is refused with the usage. */
export function parseBackupArgs(args: readonly string[]): BackupOptions | { help: true } {
  const values: Partial<Record<'out' | 'url', string>> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag !== '--out' && flag !== '--url') throw new Error(`Unexpected argument "${arg}".\n\n${BACKUP_USAGE}`);
    const value = inline ?? args[++i];
    if (!value) throw new Error(`${flag} needs a value.\n\n${BACKUP_USAGE}`);
    values[flag.slice(2) as 'out' | 'url'] = value;
  }
  if (!values.out) throw new Error(`--out is required.\n\n${BACKUP_USAGE}`);
  return { out: values.out, ...(values.url ? { url: values.url } : {}) };
}

/**
 * Where `npm run db:backup` asks and with which token, from the server's own configuration: APP_URL (or --url),
 * and the backup token the server itself accepts (BACKUP_TOKEN, else derived from SESSION_SECRET), so that the
 * command needs no setting of its own. Never the hospital API's token: the server refuses it.
 */
export function backupRequestOf(options: BackupOptions, env: Pick<Env, 'APP_URL' | 'SESSION_SECRET' | 'BACKUP_TOKEN'>): { out: string; baseUrl: string; token: string } {
  return { out: options.out, baseUrl: options.url ?? env.APP_URL, token: backupTokenOf(env) };
}

/** `FILE`; `--help`. */
export function parseRestoreArgs(args: readonly string[]): { file: string } | { help: true } {
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { help: true };
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(`Name one backup file.\n\n${RESTORE_USAGE}`);
  return { file: args[0]! };
}

/**
 * Asks `baseUrl`'s server for its backup and writes it to `out`; resolves with the line to print. Nothing is
 * written when the server refuses, and an existing `out` is refused before anything is asked.
 */
export async function backupFromServer({ out, baseUrl, token, fetchImpl = fetch }: { out: string; baseUrl: string; token: string; fetchImpl?: typeof fetch }): Promise<string> {
  if (existsSync(out)) throw new Error(`${out} exists already: name a new file (a backup never overwrites one).`);
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/api/backup`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(`No server answered at ${baseUrl}${cause ? ` (${cause})` : ''}: start it, or name it with --url or APP_URL.`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    // A 401 here is a configuration that is not the server's: say which setting the token comes from.
    const hint = response.status === 401 ? ' (run it with the server\'s own SESSION_SECRET, or its BACKUP_TOKEN if it has one)' : '';
    throw new Error(`The server refused the backup (${response.status}): ${body.error ?? response.statusText}${hint}`);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  writeFileSync(out, bytes, { flag: 'wx' });
  return `Wrote the backup of ${baseUrl} to ${path.resolve(out)} (${(bytes.length / 1024 / 1024).toFixed(1)} MB).`;
}

/** Restores `file` into `dataDir`; resolves with the line to print. */
export async function restoreFromFile(file: string, dataDir: string): Promise<string> {
  const backup = new Blob([await readFile(file)]);
  await restoreEmbeddedDatabase(backup, dataDir);
  return `Restored ${path.resolve(file)} into ${path.resolve(dataDir)}. Start the server with DATA_DIR=${dataDir}.`;
}

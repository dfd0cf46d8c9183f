import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { backupFromServer, backupRequestOf, parseBackupArgs, parseRestoreArgs } from './backup-cli';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'hms-backup-cli-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('arguments', () => {
  it('reads --out and --url, in either form, and refuses anything else', () => {
    expect(parseBackupArgs(['--out', 'a.tar.gz'])).toEqual({ out: 'a.tar.gz' });
    expect(parseBackupArgs(['--out=a.tar.gz', '--url', 'http://10.0.0.5:3000'])).toEqual({ out: 'a.tar.gz', url: 'http://10.0.0.5:3000' });
    expect(parseBackupArgs(['--help'])).toEqual({ help: true });
    expect(() => parseBackupArgs([])).toThrow('--out is required');
    expect(() => parseBackupArgs(['--out'])).toThrow('--out needs a value');
    expect(() => parseBackupArgs(['--out', 'a', '--force'])).toThrow('Unexpected argument "--force"');
    expect(parseRestoreArgs(['backup.tar.gz'])).toEqual({ file: 'backup.tar.gz' });
    expect(() => parseRestoreArgs([])).toThrow('Name one backup file');
    expect(() => parseRestoreArgs(['a', 'b'])).toThrow('Name one backup file');
  });
});

describe('backupRequestOf', () => {
  // The server's production configuration, as `npm run db:backup` on its machine reads it.
  const server = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'cli-test-session-secret-0123456789abcdef',
    HOSPITAL_API_KEY: 'cli-test-hospital-api-key',
    HOSPITAL_API_TOKEN: 'cli-test-hospital-api-token',
    APP_URL: 'https://hms.clinic.ng',
  };

  it("sends the token derived from the server's SESSION_SECRET, never the hospital API's key or token", () => {
    const request = backupRequestOf({ out: 'b.tar.gz' }, parseEnv(server));
    // HMAC-SHA256 of "backup-token:v1" under SESSION_SECRET, base64url, computed apart with openssl: a server and a
    // command of different versions must agree on it.
    expect(request).toEqual({ out: 'b.tar.gz', baseUrl: 'https://hms.clinic.ng', token: 'NGdcwx0yLYej_wXF4Wx5HbUKqUjeXfpHFOpojI-NgHI' });
    expect([server.HOSPITAL_API_KEY, server.HOSPITAL_API_TOKEN]).not.toContain(request.token);
    // Another API token changes nothing; another SESSION_SECRET changes the token.
    expect(backupRequestOf({ out: 'b' }, parseEnv({ ...server, HOSPITAL_API_TOKEN: 'another-api-token' })).token).toBe(request.token);
    expect(backupRequestOf({ out: 'b' }, parseEnv({ ...server, SESSION_SECRET: 'another-session-secret-0123456789abcdef' })).token).not.toBe(request.token);
  });

  it('sends BACKUP_TOKEN when the server has one, and asks --url over APP_URL', () => {
    const own = 'hospital-it-own-backup-token-0123456789';
    expect(backupRequestOf({ out: 'b', url: 'http://10.0.0.5:3000' }, parseEnv({ ...server, BACKUP_TOKEN: own }))).toEqual({ out: 'b', baseUrl: 'http://10.0.0.5:3000', token: own });
  });
});

describe('backupFromServer', () => {
  const answer = (body: BodyInit, init: ResponseInit = {}) => jest.fn(async () => new Response(body, init)) as unknown as typeof fetch;

  it("asks the server with the token and writes what it sends", async () => {
    const fetchImpl = answer(new Uint8Array([1, 2, 3]), { status: 200 });
    const out = path.join(folder, 'b.tar.gz');
    const line = await backupFromServer({ out, baseUrl: 'http://127.0.0.1:3000/', token: 'secret-token', fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:3000/api/backup', { method: 'POST', headers: { Authorization: 'Bearer secret-token' } });
    expect([...readFileSync(out)]).toEqual([1, 2, 3]);
    expect(line).toContain(out);
    expect(line).not.toContain('secret-token');
  });

  it('writes nothing when the server refuses, and says why', async () => {
    const out = path.join(folder, 'b.tar.gz');
    const fetchImpl = answer(JSON.stringify({ error: 'This server runs on PostgreSQL' }), { status: 409 });
    await expect(backupFromServer({ out, baseUrl: 'http://x', token: 't', fetchImpl })).rejects.toThrow('The server refused the backup (409): This server runs on PostgreSQL');
    expect(existsSync(out)).toBe(false);
  });

  it("says which settings the token comes from when the server refuses it", async () => {
    const fetchImpl = answer(JSON.stringify({ error: 'Invalid backup token' }), { status: 401 });
    await expect(backupFromServer({ out: path.join(folder, 'b'), baseUrl: 'http://x', token: 't', fetchImpl })).rejects.toThrow(
      "The server refused the backup (401): Invalid backup token (run it with the server's own SESSION_SECRET, or its BACKUP_TOKEN if it has one)",
    );
  });

  it('never overwrites a file, and asks nothing then', async () => {
    const out = path.join(folder, 'b.tar.gz');
    writeFileSync(out, 'yesterday');
    const fetchImpl = answer('new');
    await expect(backupFromServer({ out, baseUrl: 'http://x', token: 't', fetchImpl })).rejects.toThrow('exists already');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(readFileSync(out, 'utf8')).toBe('yesterday');
  });

  it('says so when no server answers', async () => {
    const fetchImpl = jest.fn(async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }) as unknown as typeof fetch;
    await expect(backupFromServer({ out: path.join(folder, 'b'), baseUrl: 'http://127.0.0.1:9', token: 't', fetchImpl })).rejects.toThrow('No server answered at http://127.0.0.1:9 (ECONNREFUSED)');
  });
});

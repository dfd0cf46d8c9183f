import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupFromServer, parseBackupArgs, parseRestoreArgs } from './backup-cli';

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

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, lockHolder, releaseDataDirLock } from './lock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

/** A pid that surely belongs to no process: one that has just exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('the data folder lock', () => {
  it('is taken and released by this process', () => {
    acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    expect(lockHolder(dataDir)).toBeNull();
    acquireDataDirLock(dataDir);
    releaseDataDirLock(dataDir);
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds the folder, and says to stop the server', () => {
    writeFileSync(lockFile(), `${process.ppid}\n`);
    expect(lockHolder(dataDir)).toBe(process.ppid);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/Stop the server first/);
    releaseDataDirLock(dataDir);
    expect(existsSync(lockFile())).toBe(true);
  });

  it('names the folder by its full path', () => {
    writeFileSync(lockFile(), `${process.ppid}\n`);
    const relative = path.relative(process.cwd(), dataDir);
    expect(() => acquireDataDirLock(relative)).toThrow(`The database folder ${dataDir} is in use by process ${process.ppid}`);
  });

  it('ignores a stale pid file and garbage', () => {
    writeFileSync(lockFile(), `${deadPid()}\n`);
    expect(lockHolder(dataDir)).toBeNull();
    acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    writeFileSync(lockFile(), 'not a pid');
    expect(lockHolder(dataDir)).toBeNull();
  });
});

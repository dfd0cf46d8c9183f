import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimDataDir, DataDirError, inspectDataDir, openFailure } from './data-dir';
import { DataDirLockedError, LOCK_FILE_NAME, releaseDataDirLock } from './lock';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'hospital-data-dir-'));
});
afterEach(() => {
  chmodSync(root, 0o700);
  rmSync(root, { recursive: true, force: true });
});

/** A folder under the test's root holding `files` (name → content); a name ending in / is a folder. */
function folderWith(files: Record<string, string>): string {
  const folder = path.join(root, 'data');
  mkdirSync(folder);
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) mkdirSync(path.join(folder, name));
    else writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

describe('inspectDataDir', () => {
  it('calls a missing folder new, and creates nothing', () => {
    const folder = path.join(root, 'not-yet');
    expect(inspectDataDir(folder)).toBe('new');
    expect(existsSync(folder)).toBe(false);
  });

  it("calls a folder new that holds only the app's own lock and outbox", () => {
    expect(inspectDataDir(folderWith({}))).toBe('new');
    rmSync(path.join(root, 'data'), { recursive: true });
    expect(inspectDataDir(folderWith({ [LOCK_FILE_NAME]: '1\n', 'outbox/': '' }))).toBe('new');
  });

  it('calls a folder with PG_VERSION an existing database', () => {
    expect(inspectDataDir(folderWith({ PG_VERSION: '17\n', 'base/': '' }))).toBe('existing');
  });

  it('refuses other content without PG_VERSION, naming the folder, what it found and what to do', () => {
    const folder = folderWith({ 'patients.csv': 'id,name\n', 'notes.txt': 'x' });
    expect(() => inspectDataDir(folder)).toThrow(DataDirError);
    expect(() => inspectDataDir(folder)).toThrow(
      `The database folder ${folder} is not empty (notes.txt, patients.csv) but holds no database (no PG_VERSION file); ` +
        'it was left untouched. Restore the database from a backup, or set DATA_DIR to an empty or new folder to start a new database.',
    );
    expect(readdirSync(folder).sort()).toEqual(['notes.txt', 'patients.csv']);
  });

  it('recognises a database folder that lost its PG_VERSION', () => {
    const folder = folderWith({ 'base/': '', 'global/': '', 'pg_wal/': '', [LOCK_FILE_NAME]: '1\n' });
    expect(() => inspectDataDir(folder)).toThrow(/looks like a database folder but has no PG_VERSION file .*Restore the database from a backup/);
  });

  it('refuses a file in place of the folder', () => {
    const file = path.join(root, 'data');
    writeFileSync(file, 'x');
    expect(() => inspectDataDir(file)).toThrow(`DATA_DIR ${file} is a file, not a folder.`);
  });

  it('refuses a read-only folder, even for root (PGlite goes by the mode bits)', () => {
    const folder = folderWith({ PG_VERSION: '17\n' });
    chmodSync(folder, 0o555);
    try {
      expect(() => inspectDataDir(folder)).toThrow(`The database folder ${folder} is read-only, and the server has to write to it.`);
    } finally {
      chmodSync(folder, 0o755);
    }
  });

  it('names the folder by its full path when DATA_DIR is relative', () => {
    const folder = folderWith({ stray: '' });
    const relative = path.relative(process.cwd(), folder);
    expect(() => inspectDataDir(relative)).toThrow(`The database folder ${folder} is not empty`);
  });
});

describe('claimDataDir', () => {
  it('takes a new folder for this process', () => {
    const folder = path.join(root, 'new');
    expect(claimDataDir(folder)).toBe('new');
    expect(readdirSync(folder)).toEqual([LOCK_FILE_NAME]);
    releaseDataDirLock(folder);
  });

  it('leaves a refused folder without even a lock file', () => {
    const folder = folderWith({ 'notes.txt': 'x' });
    expect(() => claimDataDir(folder)).toThrow(DataDirError);
    expect(readdirSync(folder)).toEqual(['notes.txt']);
  });

  it('says a held folder is in use before looking at what it holds', () => {
    // A server creating its database right now: its lock, and files but no PG_VERSION yet.
    const folder = folderWith({ [LOCK_FILE_NAME]: `${process.ppid}\n`, 'base/': '' });
    expect(() => claimDataDir(folder)).toThrow(DataDirLockedError);
    expect(() => claimDataDir(folder)).toThrow(`The database folder ${folder} is in use by process ${process.ppid}`);
  });
});

describe('openFailure', () => {
  it("wraps PGlite's error with the folder and what to do, and keeps our own errors", () => {
    const failure = openFailure('/srv/data', 'existing', new Error('PGlite failed to initialize properly'));
    expect(failure.message).toMatch(
      /^The database in \/srv\/data could not be opened: PGlite failed to initialize properly\. .*restore it from a backup/,
    );
    expect(openFailure('/srv/data', 'new', new Error('ENOSPC')).message).toMatch(/^A new database could not be created in \/srv\/data: ENOSPC\./);
    const own = new DataDirError('/srv/data', 'mine');
    expect(openFailure('/srv/data', 'existing', own)).toBe(own);
  });
});

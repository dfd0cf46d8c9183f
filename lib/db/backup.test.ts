import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, like } from 'drizzle-orm';
import { createSeededTestDatabase } from '@/mocks/testing';
import { dumpEmbeddedDatabase, restoreEmbeddedDatabase } from './backup';
import { DataDirError } from './data-dir';
import { LOCK_FILE_NAME } from './lock';
import { openPglite } from './open';
import { appointments, attachments, patients } from './schema';
import type { DbHandle } from './types';

jest.setTimeout(120_000);

let source: DbHandle;
let folder: string;

beforeAll(async () => {
  source = await createSeededTestDatabase();
  folder = mkdtempSync(path.join(tmpdir(), 'hms-backup-test-'));
});
afterAll(async () => {
  await source.close();
  rmSync(folder, { recursive: true, force: true });
});

const FILE = new Uint8Array(Array.from({ length: 4096 }, (_, index) => (index * 31) % 256));

/** One write: two attachments in one transaction, so a copy holds both or neither. */
const writePair = (n: number) =>
  source.db.transaction(async (tx) => {
    await tx.insert(attachments).values({ fileName: `pair-${n}-a.pdf`, mime: 'application/pdf', bytes: FILE });
    await tx.insert(attachments).values({ fileName: `pair-${n}-b.pdf`, mime: 'application/pdf', bytes: FILE });
  });

it('copies the database while writes go on, and the copy restores into a new folder with every row of it', async () => {
  const [{ patientsBefore }] = await source.db.select({ patientsBefore: count() }).from(patients);
  const [{ appointmentsBefore }] = await source.db.select({ appointmentsBefore: count() }).from(appointments);
  const [kept] = await source.db.insert(attachments).values({ fileName: 'scan.pdf', mime: 'application/pdf', bytes: FILE }).returning({ id: attachments.id });

  // Writes go on before, during and after the copy.
  let written = 0;
  let writing = true;
  let threeWritten!: () => void;
  const three = new Promise<void>((resolve) => (threeWritten = resolve));
  const writes = (async () => {
    while (writing) {
      await writePair(written);
      written += 1;
      if (written === 3) threeWritten();
    }
  })();
  await three;
  const backup = await dumpEmbeddedDatabase(source.client!);
  writing = false;
  await writes;

  const target = path.join(folder, 'restored');
  await restoreEmbeddedDatabase(backup, target);
  const restored = await openPglite(target);
  try {
    const [{ n: patientCount }] = await restored.db.select({ n: count() }).from(patients);
    const [{ n: appointmentCount }] = await restored.db.select({ n: count() }).from(appointments);
    expect(patientCount).toBe(patientsBefore);
    expect(appointmentCount).toBe(appointmentsBefore);
    const [scan] = await restored.db.select().from(attachments).where(like(attachments.fileName, 'scan.pdf'));
    expect(scan.id).toBe(kept.id);
    expect(Buffer.from(scan.bytes).equals(Buffer.from(FILE))).toBe(true);
    // Every write that ended before the copy is in it, and no write is there by half.
    const pairs = await restored.db.select({ fileName: attachments.fileName }).from(attachments).where(like(attachments.fileName, 'pair-%'));
    const names = new Set(pairs.map((row) => row.fileName));
    const copied = [...names].filter((name) => name.endsWith('-a.pdf')).length;
    expect(copied).toBeGreaterThanOrEqual(3);
    for (let n = 0; n < copied; n += 1) {
      expect(names.has(`pair-${n}-a.pdf`)).toBe(true);
      expect(names.has(`pair-${n}-b.pdf`)).toBe(true);
    }
    expect(names.size).toBe(copied * 2);
  } finally {
    await restored.close();
  }
  expect(readdirSync(target)).not.toContain(LOCK_FILE_NAME);
});

it('restores only into a new folder: one holding a database, or other files, is refused untouched', async () => {
  const backup = await dumpEmbeddedDatabase(source.client!);
  const existing = path.join(folder, 'restored');
  await expect(restoreEmbeddedDatabase(backup, existing)).rejects.toThrow(/already holds a database/);

  const other = path.join(folder, 'other');
  mkdirSync(other);
  writeFileSync(path.join(other, 'notes.txt'), 'not a database');
  await expect(restoreEmbeddedDatabase(backup, other)).rejects.toBeInstanceOf(DataDirError);
  expect(readdirSync(other)).toEqual(['notes.txt']);
});

import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { recordRefusedBackup } from './refused';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const refusedLines = (address: string) =>
  handle.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'database'), eq(auditEvents.outcome, 'refused'), eq(auditEvents.address, address))).orderBy(auditEvents.id);

describe('recordRefusedBackup', () => {
  it('writes the first refusal of an address in a 15-minute window, and no other in that window', async () => {
    const address = '203.0.113.7';
    const refuse = (at: string, apiCredential = false) => recordRefusedBackup(handle.db, { address, reason: 'a wrong backup token', apiCredential, now: new Date(at) });
    expect(await refuse('2031-03-04T10:00:00.000Z', true)).toBe(true);
    expect(await refuse('2031-03-04T10:07:00.000Z')).toBe(false);
    expect(await refuse('2031-03-04T10:14:59.999Z')).toBe(false);
    // The next window gets a line of its own.
    expect(await refuse('2031-03-04T10:15:00.000Z')).toBe(true);
    expect(await refusedLines(address)).toEqual([
      expect.objectContaining({ at: new Date('2031-03-04T10:00:00.000Z'), actorEmail: 'hospital-api', action: 'export', detail: expect.stringContaining('backup refused: a wrong backup token') }),
      expect.objectContaining({ at: new Date('2031-03-04T10:15:00.000Z'), actorEmail: null, action: 'export' }),
    ]);
  });

  it('keeps each address apart', async () => {
    const at = new Date('2031-03-05T08:00:00.000Z');
    expect(await recordRefusedBackup(handle.db, { address: '198.51.100.1', reason: 'no backup token', apiCredential: false, now: at })).toBe(true);
    expect(await recordRefusedBackup(handle.db, { address: '198.51.100.2', reason: 'no backup token', apiCredential: false, now: at })).toBe(true);
    expect(await refusedLines('198.51.100.1')).toHaveLength(1);
    expect(await refusedLines('198.51.100.2')).toHaveLength(1);
  });

  it('finds the earlier line of an address longer than the trail keeps', async () => {
    const address = `2001:db8::${'a'.repeat(80)}`;
    const now = new Date('2031-03-06T08:00:00.000Z');
    expect(await recordRefusedBackup(handle.db, { address, reason: 'no backup token', apiCredential: false, now })).toBe(true);
    expect(await recordRefusedBackup(handle.db, { address, reason: 'no backup token', apiCredential: false, now })).toBe(false);
  });
});

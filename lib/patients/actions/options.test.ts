import { and, eq, gt, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { auditEvents } from '@/lib/db/schema';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { captureLogs } from '@/lib/log/testing';
import { hostileValue } from '@/tests/fuzz/arbitraries';
import { SESSION_ENDED } from '@/lib/server-actions/doctor-action';
import { findPatientsForPalette, searchPatients } from './options';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1 } as Doctor };
});

describe('searchPatients', () => {
  it('needs a session', async () => {
    signedIn.current = null;
    await expect(searchPatients({ q: 'ngozi' })).resolves.toEqual({ ok: false, message: SESSION_ENDED });
  });

  it('answers a few patients whose name holds the text, trimmed, with their emails', async () => {
    const result = await searchPatients({ q: '  NGOZI ' });
    expect(result).toEqual({ ok: true, data: [expect.objectContaining({ fullName: 'Ngozi Eze', email: expect.stringContaining('@') })] });
    const first = await searchPatients({ q: '' });
    expect(first.ok && first.data.length).toBe(10);
    await expect(searchPatients({ q: 'zzzzqqq' })).resolves.toEqual({ ok: true, data: [] });
  });

  it('records a line per patient it answers, as the doctor who searched, and none for a search that finds nobody', async () => {
    const [{ before }] = await database.db.select({ before: sql<number>`coalesce(max(${auditEvents.id}), 0)` }).from(auditEvents);
    const lines = (detail: string) =>
      database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.detail, detail), gt(auditEvents.id, before)));
    const picked = await searchPatients({ q: 'ngozi' });
    const palette = await findPatientsForPalette({ q: 'eze' });
    await searchPatients({ q: 'zzzzqqq' });
    if (!picked.ok || !palette.ok) throw new Error('the searches failed');
    expect(palette.data.length).toBeGreaterThan(0);
    for (const [detail, shown] of [
      ['picker search', picked.data],
      ['palette search', palette.data],
    ] as const) {
      const recorded = await lines(detail);
      expect(recorded.map((line) => line.patientId).sort()).toEqual(shown.map((patient) => patient.id).sort());
      expect(recorded.every((line) => line.actorId === 1 && line.action === 'view' && line.entity === 'patient')).toBe(true);
    }
  });

  it('refuses input that is not a search', async () => {
    for (const input of [null, undefined, 'ngozi', 42, ['ngozi']]) {
      await expect(searchPatients(input)).resolves.toEqual(expect.objectContaining({ ok: false }));
    }
  });

  it('never fails as a server under hostile input', async () => {
    const logs = captureLogs();
    try {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileValue, fc.record({ q: hostileValue })), async (input) => {
          const result = await searchPatients(input);
          if (result.ok) expect(result.data.length).toBeLessThanOrEqual(10);
          else expect(result.message).toBe('Please correct the highlighted fields.');
        }),
        { seed: 20_260_315, numRuns: 150 },
      );
      expect(logs.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
    } finally {
      logs.restore();
    }
  });
});

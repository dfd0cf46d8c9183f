import { gt, sql } from 'drizzle-orm';
import type { ReactElement } from 'react';
import type { SignedInDoctor } from '@/lib/auth/session';
import { auditEvents } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import { resolveTree } from '@/tests/server-tree';
import { CaseReportsTable } from './_components/case-reports-table';
import ReportsPage from './page';

const DOCTOR = { id: 1, email: 'doctor@example.com', role: 'doctor', status: 'active', hasAvatar: false } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: DOCTOR })) }));

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));

async function open(query: Record<string, string>) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const tree = await resolveTree(ReportsPage({ searchParams: Promise.resolve(query) }));
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  const table = tree.find((element: ReactElement) => element.type === CaseReportsTable)?.props as { opening: { patient: { id: number; fullName: string } | null } | null };
  return { table, lines };
}

describe('the reports page opened for a new death report of a patient', () => {
  it('sends the patient to the opened form, and records them with the list in one insert', async () => {
    const { table, lines } = await open({ tab: 'death', new: 'death', patient: '4' });
    expect(table.opening?.patient).toMatchObject({ id: 4, fullName: expect.any(String) });
    expect(lines.filter((line) => line.detail === 'death report form')).toEqual([expect.objectContaining({ entity: 'patient', entityId: '4', patientId: 4, actorId: 1, action: 'view' })]);
    expect(new Set(lines.map((line) => line.at.getTime())).size).toBe(1);
  });

  it('opens the form empty for an id that is no patient’s, and nothing for another tab’s opening or none', async () => {
    expect((await open({ tab: 'death', new: 'death', patient: '999999' })).table.opening).toEqual({ patient: null });
    expect((await open({ tab: 'death', new: 'death', patient: 'x' })).table.opening).toEqual({ patient: null });
    for (const query of [{ tab: 'death', new: 'birth', patient: '4' }, { tab: 'death' }] as Array<Record<string, string>>) {
      const { table, lines } = await open(query);
      expect(table.opening).toBeNull();
      expect(lines.map((line) => line.detail)).not.toContain('death report form');
    }
  });
});

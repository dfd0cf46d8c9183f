import { gt, sql } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import { LoadError } from '@/components/forms/load-error';
import type { SignedInDoctor } from '@/lib/auth/session';
import { requireLabStaff } from '@/lib/auth/current-doctor';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, labTests, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { listWorklist, type WorklistRow } from '@/lib/lab/queries/worklist';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { resolveTree } from '@/tests/server-tree';
import { WorklistTable } from './_components/worklist-table';
import { WorklistTabs } from './_components/worklist-tabs';
import LabPage from './page';

// The Lab screen reads one page of one list through the data layer, and records the patients it shows as the
// scientist's read, in one insert, before the page is sent; a failed read is said in place with Try again.

const SCIENTIST = { id: 0, email: 'ngozi@lab.test', role: 'lab-scientist', status: 'active', hasAvatar: false } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({ requireLabStaff: jest.fn(async () => ({ sessionId: 's', doctor: SCIENTIST })) }));
jest.mock('@/lib/lab/queries/worklist', () => {
  const actual = jest.requireActual('@/lib/lab/queries/worklist');
  return { ...actual, listWorklist: jest.fn(actual.listWorklist) };
});

let handle: DbHandle;
const patientIds: number[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  const [doctor, scientist] = await handle.db
    .insert(doctors)
    .values([
      { email: 'ada@page.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: SCIENTIST.email, firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  SCIENTIST.id = scientist.id;
  const people = await handle.db
    .insert(patients)
    .values(['1', '2', '3'].map((n) => ({ firstName: `Patient${n}`, lastName: 'Okafor', phone: `+234803000010${n}`, gender: 'female' as const, dateOfBirth: '1990-04-02' })))
    .returning({ id: patients.id });
  patientIds.push(...people.map((row) => row.id));
  const [rdt] = await handle.db.select({ id: labTests.id }).from(labTests).where(sql`${labTests.code} = 'malaria-rdt'`);
  // Two orders for the first patient: the page shows her once in the trail.
  for (const patientId of [patientIds[0], patientIds[0], patientIds[1], patientIds[2]]) {
    await placeOrder(handle.db, { patientId, testIds: [rdt.id], priority: 'routine', note: '' }, { doctorId: doctor.id });
  }
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const props = (tree: ReactElement[], type: unknown) => tree.find((element) => element.type === type)?.props as Record<string, unknown> | undefined;

async function linesOf(query: Record<string, string>) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const tree = await resolveTree(LabPage({ searchParams: Promise.resolve(query) }) as Promise<ReactNode>);
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  return { tree, lines };
}

describe('the Lab screen', () => {
  it('is for lab staff: the guard is asked first', async () => {
    await linesOf({});
    expect(requireLabStaff).toHaveBeenCalled();
  });

  it('lists the chosen page and records each patient it shows once, as the scientist, in one insert', async () => {
    const { tree, lines } = await linesOf({ list: 'to-collect', page: '2' });
    const table = props(tree, WorklistTable)!;
    // Ten a page: four orders fit on the first, and a page past the end serves it.
    const page = table.page as { rows: WorklistRow[]; total: number; page: number };
    expect(page).toMatchObject({ total: 4, page: 1 });
    expect(table.list).toBe('ordered');
    expect(props(tree, WorklistTabs)).toMatchObject({ list: 'ordered', counts: { ordered: 4, collected: 0, resulted: 0, released: null } });
    expect(lines.map((line) => line.patientId).sort()).toEqual([...patientIds].sort());
    for (const line of lines) expect(line).toMatchObject({ actorId: SCIENTIST.id, action: 'view', entity: 'patient', detail: 'lab worklist, to collect, page 1' });
    expect(new Set(lines.map((line) => line.at.getTime())).size).toBe(1);
  });

  it('records nobody for an empty list, and takes an unknown list for To collect', async () => {
    const empty = await linesOf({ list: 'to-verify' });
    expect((props(empty.tree, WorklistTable)!.page as { rows: unknown[] }).rows).toEqual([]);
    expect(empty.lines).toEqual([]);
    const unknown = await linesOf({ list: 'everything' });
    expect(props(unknown.tree, WorklistTable)!.list).toBe('ordered');
  });

  it('says a failed read in place, with Try again, and records nothing', async () => {
    jest.mocked(listWorklist).mockRejectedValueOnce(new Error('connection lost'));
    const { tree, lines } = await linesOf({ list: 'to-collect' });
    expect(props(tree, LoadError)).toMatchObject({ title: 'Could not load the worklist', error: { message: 'The data could not be read. Try again in a moment.' } });
    expect(props(tree, WorklistTable)).toBeUndefined();
    expect(props(tree, WorklistTabs)).toMatchObject({ counts: null });
    expect(lines).toEqual([]);
  });
});

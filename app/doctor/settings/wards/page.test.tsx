import type { ReactElement, ReactNode } from 'react';
import type { SignedInDoctor } from '@/lib/auth/session';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addBedRow, addWardRow } from '@/lib/wards/queries/ward-fixtures';
import type { AdminBed, AdminWard } from '@/lib/wards/queries/wards-admin';
import { resolveTree } from '@/tests/server-tree';
import { ChosenWard } from './_components/chosen-ward';
import { WardList } from './_components/ward-list';
import WardsAdministrationPage from './page';

// The administrators' screen sends the wards with their beds counted and the beds of one ward only: the one asked for
// with ?ward=, else the first.

const ADMIN = { id: 0, email: 'admin@wards.test', role: 'administrator', status: 'active', hasAvatar: false } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({ requireAdministrator: jest.fn(async () => ({ sessionId: 's', doctor: ADMIN })) }));

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const props = (tree: ReactElement[], type: unknown) => tree.filter((element) => element.type === type).map((element) => element.props as Record<string, unknown>);

async function screenFor(query: Record<string, string>) {
  const tree = await resolveTree(WardsAdministrationPage({ searchParams: Promise.resolve(query) }) as Promise<ReactNode>);
  const [list] = props(tree, WardList);
  const [chosen] = props(tree, ChosenWard);
  return {
    wards: (list?.wards as AdminWard[] | undefined)?.map((ward) => ward.name),
    chosenId: list?.chosenId,
    shown: chosen && { ward: (chosen.ward as AdminWard).name, beds: (chosen.beds as AdminBed[]).map((bed) => bed.label) },
  };
}

describe('the wards and beds screen', () => {
  it('is for administrators, and has nothing to list before the first ward', async () => {
    expect(await screenFor({})).toEqual({ wards: undefined, chosenId: undefined, shown: undefined });
    expect(requireAdministrator).toHaveBeenCalled();
  });

  it('lists every ward and shows the beds of the first, or of the one asked for', async () => {
    const db = handle.db;
    const b = await addWardRow(db, 'Ward B');
    const a = await addWardRow(db, 'Ward A');
    await addBedRow(db, a, 'A1');
    await addBedRow(db, b, 'B1');
    await addBedRow(db, b, 'B2', { retired: true });

    expect(await screenFor({})).toEqual({ wards: ['Ward A', 'Ward B'], chosenId: a, shown: { ward: 'Ward A', beds: ['A1'] } });
    expect(await screenFor({ ward: String(b) })).toEqual({ wards: ['Ward A', 'Ward B'], chosenId: b, shown: { ward: 'Ward B', beds: ['B1'] } });
  });

  it('shows the first ward for a ward that is no number or does not exist', async () => {
    expect((await screenFor({ ward: 'abc' })).shown?.ward).toBe('Ward A');
    expect((await screenFor({ ward: '999999' })).shown?.ward).toBe('Ward A');
  });
});

import { gt, sql } from 'drizzle-orm';
import type { ReactElement, ReactNode } from 'react';
import type { SignedInDoctor } from '@/lib/auth/session';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { todayIso } from '@/lib/clinic-time';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, beds } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import type { BoardWard } from '@/lib/wards/queries/board';
import type { WardCensus } from '@/lib/wards/queries/census';
import type { Inpatient } from '@/lib/wards/queries/inpatients';
import { addBedRow, addDoctor, addPatient, addWardRow, admit } from '@/lib/wards/queries/ward-fixtures';
import { BOARD_ALL_BEDS_LIMIT } from '@/lib/wards/rules/board';
import { WardFiguresList } from '@/components/wards/ward-figures';
import { resolveTree } from '@/tests/server-tree';
import { BedStatusIcons } from './_components/bed-status-badge';
import { MyInpatients } from './_components/my-inpatients';
import { NoWards } from './_components/no-wards';
import { WardFilter } from './_components/ward-filter';
import { WardOverview } from './_components/ward-overview';
import { WardSection } from './_components/ward-section';
import WardsPage from './page';

// The bed board reads the wards, their beds and the doctor's inpatients through the data layer, and records the
// patients it shows as the doctor's read, in one insert, before the page is sent. Without a ward chosen it shows every
// ward's beds up to BOARD_ALL_BEDS_LIMIT beds in service, and above them the wards' census instead.

const DOCTOR = { id: 0, email: 'board@wards.test', role: 'doctor', status: 'active', hasAvatar: false } as SignedInDoctor;
jest.mock('@/lib/auth/current-doctor', () => ({ requireDoctor: jest.fn(async () => ({ sessionId: 's', doctor: DOCTOR })) }));

let handle: DbHandle;
let wardA: number;
let wardB: number;
let wardC: number;
const patientIds: number[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const props = (tree: ReactElement[], type: unknown) => tree.filter((element) => element.type === type).map((element) => element.props as Record<string, unknown>);

async function linesOf(query: Record<string, string>) {
  const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
  const tree = await resolveTree(WardsPage({ searchParams: Promise.resolve(query) }) as Promise<ReactNode>);
  const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last)).orderBy(auditEvents.id);
  return { tree, lines };
}

describe('the bed board', () => {
  it('says there are no wards yet, and is guarded for those who open records', async () => {
    const { tree, lines } = await linesOf({});
    expect(requireDoctor).toHaveBeenCalled();
    expect(props(tree, NoWards)).toEqual([{ administrator: false }]);
    expect(props(tree, WardSection)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('shows the day’s figures, my inpatients, then each ward, and records every patient shown once, in one insert', async () => {
    const db = handle.db;
    const me = await addDoctor(db);
    DOCTOR.id = me.id;
    const colleague = await addDoctor(db);
    wardB = await addWardRow(db, 'Ward B');
    wardA = await addWardRow(db, 'Ward A');
    const a1 = await addBedRow(db, wardA, 'A1');
    await addBedRow(db, wardA, 'A2', { state: 'cleaning' });
    const b1 = await addBedRow(db, wardB, 'B1');
    for (const [bedId, doctorId] of [
      [a1, me.id],
      [b1, colleague.id],
    ]) {
      const patient = await addPatient(db);
      patientIds.push(patient.id);
      await admit(db, { patientId: patient.id, bedId, doctorId });
    }

    const { tree, lines } = await linesOf({});
    expect(props(tree, WardFiguresList)[0].figures).toEqual({ inService: 3, occupied: 2, admittedToday: 2, dischargedToday: 0 });
    expect((props(tree, MyInpatients)[0].inpatients as Inpatient[]).map((row) => [row.patientId, row.bedLabel])).toEqual([[patientIds[0], 'A1']]);
    const filter = props(tree, WardFilter)[0];
    expect([(filter.wards as WardCensus[]).map((ward) => [ward.wardId, ward.name]), filter.current]).toEqual([
      [
        [wardA, 'Ward A'],
        [wardB, 'Ward B'],
      ],
      undefined,
    ]);
    expect(props(tree, WardOverview)).toEqual([]);
    // The statuses' icons are drawn once for all the cards.
    expect(props(tree, BedStatusIcons)).toHaveLength(1);
    const sections = props(tree, WardSection).map((section) => section.ward as BoardWard);
    expect(sections.map((ward) => [ward.name, ward.census.occupied, ward.beds.length])).toEqual([
      ['Ward A', 1, 2],
      ['Ward B', 1, 1],
    ]);
    expect(lines.map((line) => line.patientId).sort()).toEqual([...patientIds].sort());
    for (const line of lines) expect(line).toMatchObject({ actorId: me.id, action: 'view', entity: 'patient', detail: 'bed board' });
    expect(new Set(lines.map((line) => line.at.getTime())).size).toBe(1);
    expect(sections[0].beds[0].occupant?.admittedOn).toBe(todayIso());
  });

  it('shows one ward with ?ward=, my inpatients still first, and records only the patients shown', async () => {
    const { tree, lines } = await linesOf({ ward: String(wardB) });
    expect(props(tree, WardSection).map((section) => (section.ward as BoardWard).name)).toEqual(['Ward B']);
    expect(props(tree, WardFilter)[0].current).toBe(wardB);
    // Mine lies in Ward A: still listed first, so still a read.
    expect(lines.map((line) => line.patientId).sort()).toEqual([...patientIds].sort());
  });

  it('takes a ward that is no number for all wards, and says when a ward is gone', async () => {
    const garbled = await linesOf({ ward: 'abc' });
    expect(props(garbled.tree, WardSection)).toHaveLength(2);
    const gone = await linesOf({ ward: '999999' });
    expect(props(gone.tree, WardSection)).toEqual([]);
    expect(props(gone.tree, WardFilter)[0].current).toBe(999_999);
    expect(props(gone.tree, BedStatusIcons)).toEqual([]);
  });

  it(`shows every ward's beds up to ${BOARD_ALL_BEDS_LIMIT} beds in service, beds out of service not counted`, async () => {
    wardC = await addWardRow(handle.db, 'Ward C');
    // Three in service already (A1, A2 being cleaned, B1): the rest of the limit in Ward C, and one out of service.
    await handle.db.insert(beds).values(Array.from({ length: BOARD_ALL_BEDS_LIMIT - 3 }, (_, index) => ({ wardId: wardC, label: `C${index + 1}` })));
    await addBedRow(handle.db, wardC, 'C-broken', { state: 'out-of-service' });
    const { tree, lines } = await linesOf({});
    expect(props(tree, WardSection).map((section) => [(section.ward as BoardWard).name, (section.ward as BoardWard).beds.length])).toEqual([
      ['Ward A', 2],
      ['Ward B', 1],
      ['Ward C', BOARD_ALL_BEDS_LIMIT - 2],
    ]);
    expect(props(tree, WardOverview)).toEqual([]);
    expect(lines.map((line) => line.patientId).sort()).toEqual([...patientIds].sort());
  });

  it('above the limit shows the wards’ census instead of their beds, and records only my inpatients', async () => {
    await addBedRow(handle.db, wardC, 'C-extra');
    const { tree, lines } = await linesOf({});
    expect(props(tree, WardSection)).toEqual([]);
    expect(props(tree, WardFilter)).toEqual([]);
    expect(props(tree, BedStatusIcons)).toEqual([]);
    expect((props(tree, MyInpatients)[0].inpatients as Inpatient[]).map((row) => row.patientId)).toEqual([patientIds[0]]);
    const [overview] = props(tree, WardOverview);
    expect(overview.bedsInService).toBe(BOARD_ALL_BEDS_LIMIT + 1);
    expect((overview.wards as WardCensus[]).map((ward) => [ward.wardId, ward.name, ward.census])).toEqual([
      [wardA, 'Ward A', { inService: 2, occupied: 1, free: 0, cleaning: 1, outOfService: 0 }],
      [wardB, 'Ward B', { inService: 1, occupied: 1, free: 0, cleaning: 0, outOfService: 0 }],
      [wardC, 'Ward C', { inService: BOARD_ALL_BEDS_LIMIT - 2, occupied: 0, free: BOARD_ALL_BEDS_LIMIT - 2, cleaning: 0, outOfService: 1 }],
    ]);
    // The beds' patients are not shown: only mine, in My inpatients, are read.
    expect(lines.map((line) => line.patientId)).toEqual([patientIds[0]]);
  });

  it('above the limit still shows one ward’s beds with ?ward=, with the filter', async () => {
    const { tree, lines } = await linesOf({ ward: String(wardB) });
    expect(props(tree, WardSection).map((section) => (section.ward as BoardWard).name)).toEqual(['Ward B']);
    expect(props(tree, WardFilter)[0].current).toBe(wardB);
    expect(props(tree, WardOverview)).toEqual([]);
    expect(props(tree, BedStatusIcons)).toHaveLength(1);
    expect(lines.map((line) => line.patientId).sort()).toEqual([...patientIds].sort());
  });
});

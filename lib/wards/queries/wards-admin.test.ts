import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { findWardMatches } from './palette';
import { addBedRow, addDoctor, addPatient, addWardRow, admit } from './ward-fixtures';
import { listBedsOfWard, listWardsForAdministration } from './wards-admin';

// The administrators' list of wards with their beds counted, one ward's beds (whether a bed is occupied, never by
// whom), and the command palette's wards and beds for a typed text.

let handle: DbHandle;
let north: number;
let south: number;
let empty: number;
let occupiedBed: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  south = await addWardRow(db, 'South Wing', { kind: 'paediatric' });
  north = await addWardRow(db, 'North 50% Ward', { kind: 'icu', sex: 'female' });
  empty = await addWardRow(db, 'east annexe');
  occupiedBed = await addBedRow(db, north, 'N2', { kind: 'intensive-care' });
  await addBedRow(db, north, 'N1', { state: 'out-of-service', reason: 'Monitor broken' });
  await addBedRow(db, north, 'N10', { state: 'cleaning' });
  await addBedRow(db, north, 'N0', { retired: true });
  // A retired bed's label can be given again: the new bed is counted in service, the old one retired.
  await addBedRow(db, south, 'Cot 1', { retired: true });
  await addBedRow(db, south, 'Cot 1', { kind: 'cot' });
  await admit(db, { patientId: (await addPatient(db)).id, bedId: occupiedBed, doctorId: (await addDoctor(db)).id });
});
afterAll(() => handle.close());

describe('the administrators’ list', () => {
  it('holds every ward in the order of its name with its beds counted in service, out of service and retired', async () => {
    expect(await listWardsForAdministration(handle.db)).toEqual([
      { wardId: empty, name: 'east annexe', kind: 'medical', sex: 'mixed', inService: 0, outOfService: 0, retired: 0 },
      { wardId: north, name: 'North 50% Ward', kind: 'icu', sex: 'female', inService: 2, outOfService: 1, retired: 1 },
      { wardId: south, name: 'South Wing', kind: 'paediatric', sex: 'mixed', inService: 1, outOfService: 0, retired: 1 },
    ]);
  });

  it('reads the counts in one statement, whatever the number of beds', async () => {
    const spy = jest.spyOn(handle.db, 'select');
    try {
      await listWardsForAdministration(handle.db);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('one ward’s beds', () => {
  it('are its beds not retired in the natural order of their labels, each saying whether it is occupied', async () => {
    expect(await listBedsOfWard(handle.db, north)).toEqual([
      { bedId: expect.any(Number), label: 'N1', kind: 'standard', state: 'out-of-service', outOfServiceReason: 'Monitor broken', occupied: false },
      { bedId: occupiedBed, label: 'N2', kind: 'intensive-care', state: 'ready', outOfServiceReason: null, occupied: true },
      { bedId: expect.any(Number), label: 'N10', kind: 'standard', state: 'cleaning', outOfServiceReason: null, occupied: false },
    ]);
    expect(await listBedsOfWard(handle.db, south)).toEqual([expect.objectContaining({ label: 'Cot 1', kind: 'cot', occupied: false })]);
  });

  it('are none for a ward without beds or one that does not exist', async () => {
    expect(await listBedsOfWard(handle.db, empty)).toEqual([]);
    expect(await listBedsOfWard(handle.db, 2_000_000_000)).toEqual([]);
  });
});

describe('the palette’s wards and beds', () => {
  it('finds wards by name and beds by label in any letter case, wards first, never a retired bed', async () => {
    expect(await findWardMatches(handle.db, 'wing')).toEqual([{ kind: 'ward', wardId: south, name: 'South Wing' }]);
    expect(await findWardMatches(handle.db, 'n')).toEqual([
      { kind: 'ward', wardId: empty, name: 'east annexe' },
      { kind: 'ward', wardId: north, name: 'North 50% Ward' },
      { kind: 'ward', wardId: south, name: 'South Wing' },
      { kind: 'bed', wardId: north, bedId: expect.any(Number), label: 'N1', wardName: 'North 50% Ward' },
      { kind: 'bed', wardId: north, bedId: occupiedBed, label: 'N2', wardName: 'North 50% Ward' },
      { kind: 'bed', wardId: north, bedId: expect.any(Number), label: 'N10', wardName: 'North 50% Ward' },
    ]);
    expect(await findWardMatches(handle.db, 'cot')).toEqual([{ kind: 'bed', wardId: south, bedId: expect.any(Number), label: 'Cot 1', wardName: 'South Wing' }]);
  });

  it('reads % and _ as themselves', async () => {
    expect((await findWardMatches(handle.db, '50%')).map((match) => match.kind === 'ward' && match.name)).toEqual(['North 50% Ward']);
    expect(await findWardMatches(handle.db, '_')).toEqual([]);
  });
});

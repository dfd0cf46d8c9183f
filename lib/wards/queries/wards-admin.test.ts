import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { findWardMatches } from './palette';
import { addBedRow, addDoctor, addPatient, addWardRow, admit } from './ward-fixtures';
import { listWardsForAdministration } from './wards-admin';

// The administrators' list of wards and beds (whether a bed is occupied, never by whom), and the command palette's
// wards and beds for a typed text.

let handle: DbHandle;
let north: number;
let south: number;
let occupiedBed: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  south = await addWardRow(db, 'South Wing', { kind: 'paediatric' });
  north = await addWardRow(db, 'North 50% Ward', { kind: 'icu', sex: 'female' });
  occupiedBed = await addBedRow(db, north, 'N2', { kind: 'intensive-care' });
  await addBedRow(db, north, 'N1', { state: 'out-of-service', reason: 'Monitor broken' });
  await addBedRow(db, north, 'N0', { retired: true });
  await addBedRow(db, south, 'Cot 1', { kind: 'cot' });
  await admit(db, { patientId: (await addPatient(db)).id, bedId: occupiedBed, doctorId: (await addDoctor(db)).id });
});
afterAll(() => handle.close());

describe('the administrators’ list', () => {
  it('holds every ward by name with its beds not retired, whether each is occupied, and how many were retired', async () => {
    expect(await listWardsForAdministration(handle.db)).toEqual([
      {
        wardId: north,
        name: 'North 50% Ward',
        kind: 'icu',
        sex: 'female',
        beds: [
          { bedId: expect.any(Number), label: 'N1', kind: 'standard', state: 'out-of-service', outOfServiceReason: 'Monitor broken', occupied: false },
          { bedId: occupiedBed, label: 'N2', kind: 'intensive-care', state: 'ready', outOfServiceReason: null, occupied: true },
        ],
        retiredBeds: 1,
      },
      { wardId: south, name: 'South Wing', kind: 'paediatric', sex: 'mixed', beds: [expect.objectContaining({ label: 'Cot 1', kind: 'cot', occupied: false })], retiredBeds: 0 },
    ]);
  });
});

describe('the palette’s wards and beds', () => {
  it('finds wards by name and beds by label in any letter case, wards first, never a retired bed', async () => {
    expect(await findWardMatches(handle.db, 'wing')).toEqual([{ kind: 'ward', wardId: south, name: 'South Wing' }]);
    expect(await findWardMatches(handle.db, 'n')).toEqual([
      { kind: 'ward', wardId: north, name: 'North 50% Ward' },
      { kind: 'ward', wardId: south, name: 'South Wing' },
      { kind: 'bed', wardId: north, bedId: expect.any(Number), label: 'N1', wardName: 'North 50% Ward' },
      { kind: 'bed', wardId: north, bedId: occupiedBed, label: 'N2', wardName: 'North 50% Ward' },
    ]);
    expect(await findWardMatches(handle.db, 'cot')).toEqual([{ kind: 'bed', wardId: south, bedId: expect.any(Number), label: 'Cot 1', wardName: 'South Wing' }]);
  });

  it('reads % and _ as themselves', async () => {
    expect((await findWardMatches(handle.db, '50%')).map((match) => match.kind === 'ward' && match.name)).toEqual(['North 50% Ward']);
    expect(await findWardMatches(handle.db, '_')).toEqual([]);
  });
});

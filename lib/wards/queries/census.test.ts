import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { readBedBoard } from './board';
import { readWardCensus } from './census';
import { addBedRow, addDoctor, addPatient, addWardRow, admit, discharge } from './ward-fixtures';

// The wards' census as the database counts it: by the board's rules (a patient in a bed wins over its state, beds out
// of service are out of the denominator, retired beds are gone), every ward in the board's order, those without beds
// too, and the same figures the bed board counts from its rows.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the wards’ census', () => {
  it('is empty with no wards', async () => {
    await expect(readWardCensus(handle.db)).resolves.toEqual([]);
  });

  it('counts each ward’s beds by what they show, in the order of the wards’ names', async () => {
    const db = handle.db;
    const doctor = await addDoctor(db);
    const patient = () => addPatient(db).then((row) => row.id);
    // Made in the opposite order of their names: the census orders by name, in any letter case.
    const surgical = await addWardRow(db, 'Zobo Surgical', { kind: 'surgical', sex: 'male' });
    const empty = await addWardRow(db, 'empty Ward');
    const medical = await addWardRow(db, 'Amala Medical', { kind: 'medical', sex: 'female' });

    const [m1, m2] = await Promise.all(['M1', 'M2'].map((label) => addBedRow(db, medical, label)));
    await addBedRow(db, medical, 'M3');
    await addBedRow(db, medical, 'M4', { state: 'cleaning' });
    await addBedRow(db, medical, 'M5', { state: 'out-of-service', reason: 'Mattress torn' });
    await addBedRow(db, medical, 'Old', { retired: true });
    await admit(db, { patientId: await patient(), bedId: m1, doctorId: doctor.id });
    // Discharged: the stay is closed and the bed is being cleaned, nobody in it.
    await discharge(db, await admit(db, { patientId: await patient(), bedId: m2, doctorId: doctor.id }));
    // A patient in a bed out of service (the writes refuse it; the census still counts them, as the board shows them).
    const s1 = await addBedRow(db, surgical, 'S1', { state: 'out-of-service', reason: 'Broken rail' });
    await admit(db, { patientId: await patient(), bedId: s1, doctorId: doctor.id });
    // Two patients in turn, both gone: one bed being cleaned, counted once whatever its past stays.
    const s2 = await addBedRow(db, surgical, 'S2');
    for (let stay = 0; stay < 2; stay += 1) await discharge(db, await admit(db, { patientId: await patient(), bedId: s2, doctorId: doctor.id }));
    await addBedRow(db, surgical, 'S3', { retired: true });

    const census = await readWardCensus(db);
    expect(census).toEqual([
      { wardId: medical, name: 'Amala Medical', kind: 'medical', sex: 'female', census: { inService: 4, occupied: 1, free: 1, cleaning: 2, outOfService: 1 } },
      { wardId: empty, name: 'empty Ward', kind: 'medical', sex: 'mixed', census: { inService: 0, occupied: 0, free: 0, cleaning: 0, outOfService: 0 } },
      { wardId: surgical, name: 'Zobo Surgical', kind: 'surgical', sex: 'male', census: { inService: 2, occupied: 1, free: 0, cleaning: 1, outOfService: 0 } },
    ]);
    // The bed board's census, counted from its rows, says the same.
    const board = await readBedBoard(db);
    expect(board.map(({ wardId, name, kind, sex, census: counted }) => ({ wardId, name, kind, sex, census: counted }))).toEqual(census);
  });
});

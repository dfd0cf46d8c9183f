import { eq } from 'drizzle-orm';
import { beds } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { readBedBoard } from '@/lib/wards/queries/board';
import { addBedRow, addDoctor, addPatient, addWardRow, admit, discharge } from '@/lib/wards/queries/ward-fixtures';
import { addBed, retireBed, returnBedToService, setBedOutOfService } from './beds';
import { markBedReady } from './ready';

// Administrators keep a ward's beds: labels unique within the ward (any letter case, retired beds aside), out of
// service with a reason and back, retired (refused while a patient lies in it); anyone marks a cleaned bed ready.

let handle: DbHandle;
let wardId: number;
let otherWardId: number;
let doctorId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  wardId = await addWardRow(handle.db, 'Bed Ward');
  otherWardId = await addWardRow(handle.db, 'Other Ward');
  doctorId = (await addDoctor(handle.db)).id;
});
afterAll(() => handle.close());

const rowOf = async (bedId: number) => (await handle.db.select().from(beds).where(eq(beds.id, bedId)))[0];
const occupy = async (bedId: number) => admit(handle.db, { patientId: (await addPatient(handle.db)).id, bedId, doctorId });

describe('adding a bed', () => {
  it('writes it ready, and refuses a label the ward has in any letter case, under the label', async () => {
    const added = await addBed(handle.db, { wardId, label: 'B1', kind: 'side-room' });
    expect(added).toEqual({ ok: true, data: { bedId: expect.any(Number), wardId, label: 'B1', state: 'ready' } });
    await expect(addBed(handle.db, { wardId, label: 'b1', kind: 'standard' })).resolves.toEqual({ ok: false, message: 'This ward already has a bed labelled b1.', field: 'label' });
    // Another ward may have a B1 of its own.
    await expect(addBed(handle.db, { wardId: otherWardId, label: 'B1', kind: 'standard' })).resolves.toMatchObject({ ok: true });
  });

  it('lets a retired bed’s label be used again, and refuses a ward that is gone', async () => {
    const old = await addBedRow(handle.db, wardId, 'B9', { retired: true });
    await expect(addBed(handle.db, { wardId, label: 'B9', kind: 'standard' })).resolves.toMatchObject({ ok: true });
    expect((await rowOf(old)).retiredAt).not.toBeNull();
    await expect(addBed(handle.db, { wardId: 999_999, label: 'X', kind: 'standard' })).resolves.toEqual({ ok: false, message: 'This ward no longer exists.' });
  });
});

describe('out of service and back', () => {
  it('keeps the reason while out of service, and clears it when back', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'S1', { state: 'cleaning' });
    await expect(setBedOutOfService(handle.db, bedId, 'Broken rail')).resolves.toMatchObject({ ok: true, data: { state: 'out-of-service' } });
    expect(await rowOf(bedId)).toMatchObject({ state: 'out-of-service', outOfServiceReason: 'Broken rail' });
    await expect(setBedOutOfService(handle.db, bedId, 'Again')).resolves.toEqual({ ok: false, message: 'This bed is already out of service.' });
    await expect(returnBedToService(handle.db, bedId)).resolves.toMatchObject({ ok: true, data: { state: 'ready' } });
    expect(await rowOf(bedId)).toMatchObject({ state: 'ready', outOfServiceReason: null });
    await expect(returnBedToService(handle.db, bedId)).resolves.toEqual({ ok: false, message: 'This bed is in service already.' });
  });

  it('is refused while a patient lies in the bed, and for a bed that is gone', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'S2');
    await occupy(bedId);
    await expect(setBedOutOfService(handle.db, bedId, 'Leak')).resolves.toEqual({
      ok: false,
      message: 'A patient is in this bed: transfer or discharge them before taking it out of service.',
    });
    expect((await rowOf(bedId)).state).toBe('ready');
    await expect(setBedOutOfService(handle.db, 999_999, 'Leak')).resolves.toEqual({ ok: false, message: 'This bed no longer exists.' });
  });
});

describe('retiring a bed', () => {
  it('is refused while a patient lies in it; once they left, the bed leaves the board and keeps its history', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'R1');
    const admissionId = await occupy(bedId);
    await expect(retireBed(handle.db, bedId)).resolves.toEqual({ ok: false, message: 'A patient is in this bed: transfer or discharge them before retiring it.' });
    expect((await rowOf(bedId)).retiredAt).toBeNull();
    await discharge(handle.db, admissionId);
    await expect(retireBed(handle.db, bedId)).resolves.toMatchObject({ ok: true, data: { bedId, label: 'R1' } });
    expect((await rowOf(bedId)).retiredAt).not.toBeNull();
    const [board] = await readBedBoard(handle.db, { wardId });
    expect(board.beds.map((bed) => bed.label)).not.toContain('R1');
    await expect(retireBed(handle.db, bedId)).resolves.toEqual({ ok: false, message: 'This bed is retired.' });
    await expect(setBedOutOfService(handle.db, bedId, 'Gone')).resolves.toEqual({ ok: false, message: 'This bed is retired.' });
  });
});

describe('marking a bed ready', () => {
  it('makes a bed being cleaned ready, and refuses every other bed in words', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'C1');
    await discharge(handle.db, await occupy(bedId));
    expect((await rowOf(bedId)).state).toBe('cleaning');
    const before = (await rowOf(bedId)).stateChangedAt;
    await expect(markBedReady(handle.db, bedId)).resolves.toEqual({ ok: true, data: { bedId, wardId, label: 'C1', state: 'ready' } });
    expect((await rowOf(bedId)).stateChangedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    await expect(markBedReady(handle.db, bedId)).resolves.toEqual({ ok: false, message: 'This bed is ready already.' });

    const broken = await addBedRow(handle.db, wardId, 'C2', { state: 'out-of-service' });
    await expect(markBedReady(handle.db, broken)).resolves.toEqual({ ok: false, message: 'This bed is out of service, not being cleaned: put it back in service instead.' });
    const retired = await addBedRow(handle.db, wardId, 'C3', { state: 'cleaning', retired: true });
    await expect(markBedReady(handle.db, retired)).resolves.toEqual({ ok: false, message: 'This bed is retired.' });
    await expect(markBedReady(handle.db, 999_999)).resolves.toEqual({ ok: false, message: 'This bed no longer exists.' });
  });
});

import { eq } from 'drizzle-orm';
import { wards } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addBedRow, addDoctor, addPatient, admit } from '@/lib/wards/queries/ward-fixtures';
import { addWard, changeWard } from './wards';

// Administrators keep the wards: names are unique in any letter case (the database's index decides, and its refusal
// is said in words), and a ward cannot be changed to refuse a patient lying in it.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('adding a ward', () => {
  it('writes it, and refuses a name another ward has in any letter case, under the name', async () => {
    const added = await addWard(handle.db, { name: 'Ward A', kind: 'medical', sex: 'mixed' });
    expect(added).toEqual({ ok: true, data: { wardId: expect.any(Number), name: 'Ward A' } });
    await expect(addWard(handle.db, { name: 'WARD a', kind: 'surgical', sex: 'male' })).resolves.toEqual({
      ok: false,
      message: 'A ward named WARD a already exists.',
      field: 'name',
    });
    expect(await handle.db.select({ name: wards.name }).from(wards)).toEqual([{ name: 'Ward A' }]);
  });

  it('leaves the caller’s transaction usable after a refusal (the action writes its audit line in it)', async () => {
    const answer = await handle.db.transaction(async (tx) => {
      const refusal = await addWard(tx, { name: 'ward A', kind: 'medical', sex: 'mixed' });
      const next = await addWard(tx, { name: 'Ward In Transaction', kind: 'icu', sex: 'mixed' });
      return [refusal.ok, next.ok];
    });
    expect(answer).toEqual([false, true]);
  });
});

describe('changing a ward', () => {
  it('renames it and changes whom it takes', async () => {
    const added = await addWard(handle.db, { name: 'Ward B', kind: 'medical', sex: 'mixed' });
    if (!added.ok) throw new Error('not added');
    const wardId = added.data.wardId;
    await expect(changeWard(handle.db, { wardId, name: 'Ward B East', kind: 'surgical', sex: 'female' })).resolves.toEqual({ ok: true, data: { wardId, name: 'Ward B East' } });
    expect((await handle.db.select().from(wards).where(eq(wards.id, wardId)))[0]).toMatchObject({ name: 'Ward B East', kind: 'surgical', sex: 'female' });
    // Its own name in another case is no clash with itself.
    await expect(changeWard(handle.db, { wardId, name: 'WARD B EAST', kind: 'surgical', sex: 'female' })).resolves.toMatchObject({ ok: true });
  });

  it('refuses a name another ward has, and a ward that is gone', async () => {
    const added = await addWard(handle.db, { name: 'Ward C', kind: 'medical', sex: 'mixed' });
    if (!added.ok) throw new Error('not added');
    await expect(changeWard(handle.db, { wardId: added.data.wardId, name: 'ward a', kind: 'medical', sex: 'mixed' })).resolves.toEqual({
      ok: false,
      message: 'A ward named ward a already exists.',
      field: 'name',
    });
    await expect(changeWard(handle.db, { wardId: 999_999, name: 'Nowhere', kind: 'medical', sex: 'mixed' })).resolves.toEqual({ ok: false, message: 'This ward no longer exists.' });
  });

  it('refuses to make a ward refuse the patients lying in it', async () => {
    const added = await addWard(handle.db, { name: 'Ward D', kind: 'medical', sex: 'mixed' });
    if (!added.ok) throw new Error('not added');
    const wardId = added.data.wardId;
    const doctor = await addDoctor(handle.db);
    const man = await addPatient(handle.db, { gender: 'male' });
    await admit(handle.db, { patientId: man.id, bedId: await addBedRow(handle.db, wardId, 'D1'), doctorId: doctor.id });
    const refusal = { ok: false, message: 'Ward D would no longer take a patient in its beds: transfer them first.' };
    await expect(changeWard(handle.db, { wardId, name: 'Ward D', kind: 'medical', sex: 'female' })).resolves.toEqual(refusal);
    await expect(changeWard(handle.db, { wardId, name: 'Ward D', kind: 'maternity', sex: 'mixed' })).resolves.toEqual(refusal);
    await expect(changeWard(handle.db, { wardId, name: 'Ward D', kind: 'surgical', sex: 'male' })).resolves.toMatchObject({ ok: true });
  });
});

import { asc, isNotNull, ne } from 'drizzle-orm';
import { doctors, medicines } from './schema';
import { createTestDatabase } from './testing';
import type { DbHandle } from './types';
import { SYNC_CHUNK, syncFormulary, type ShippedMedicine } from './formulary-sync';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  // As migration 0016 leaves it: the prototype's three only (the migrations then write the whole shipped list in).
  await handle.db.delete(medicines).where(ne(medicines.source, 'spec'));
});
afterAll(() => handle.close());

const LIST: ShippedMedicine[] = [
  { code: 'amlodipine-5mg-tablet', name: 'Amlodipine', strength: '5 mg', form: 'tablet', route: 'oral', drugClass: 'calcium channel blocker', source: 'who-eml' },
  { code: 'amoxicillin-500mg-capsule', name: 'Amoxicillin', strength: '500 mg', form: 'capsule', route: 'oral', drugClass: 'penicillin', source: 'nigeria-eml' },
  { code: 'zinc-oxide-cream', name: 'Zinc oxide', strength: '', form: 'cream', route: 'topical', drugClass: null, source: 'who-eml' },
  // The prototype's own, already written by migration 0016: left as it is.
  { code: 'atenolol', name: 'Atenolol', strength: '50 mg', form: 'tablet', route: 'oral', drugClass: 'beta blocker', source: 'spec' },
];

const everything = () => handle.db.select().from(medicines).orderBy(asc(medicines.id));

describe('syncFormulary', () => {
  it('writes the entries not yet there by code; a second run changes nothing; a clinic row is untouched', async () => {
    const [doctor] = await handle.db.insert(doctors).values({ email: 'sync@clinic.test', firstName: 'S', lastName: 'Y', passwordHash: 'x' }).returning();
    const [clinic] = await handle.db
      .insert(medicines)
      .values({ name: 'Amlodipine', strength: '5 mg', form: 'tablet', route: 'oral', source: 'clinic', addedById: doctor.id })
      .returning();
    const before = await everything();

    expect(await syncFormulary(handle.db, LIST)).toBe(3);
    const after = await everything();
    expect(after).toHaveLength(before.length + 3);
    expect(after.find((row) => row.id === clinic.id)).toEqual(clinic);
    expect(after.filter((row) => row.code === 'atenolol')).toEqual(before.filter((row) => row.code === 'atenolol'));
    expect(after.find((row) => row.code === 'amoxicillin-500mg-capsule')).toMatchObject({
      name: 'Amoxicillin',
      strength: '500 mg',
      form: 'capsule',
      route: 'oral',
      drugClass: 'penicillin',
      source: 'nigeria-eml',
      addedById: null,
    });
    expect(after.find((row) => row.code === 'zinc-oxide-cream')).toMatchObject({ strength: '', drugClass: null });

    // Again, even with an entry's words changed meanwhile: written once, by its code, then left alone.
    const renamed = LIST.map((entry) => (entry.code === 'zinc-oxide-cream' ? { ...entry, name: 'Zinc oxide (renamed)' } : entry));
    expect(await syncFormulary(handle.db, renamed)).toBe(0);
    expect(await everything()).toEqual(after);
  });

  it('writes a long list in chunks, each entry once even when the list names it twice', async () => {
    const long: ShippedMedicine[] = Array.from({ length: SYNC_CHUNK * 2 + 5 }, (_, i) => ({
      code: `bulk-${i}`,
      name: `Bulk ${i}`,
      strength: `${i} mg`,
      form: 'tablet',
      route: 'oral',
      drugClass: null,
      source: 'who-eml',
    }));
    expect(await syncFormulary(handle.db, [...long, long[0]])).toBe(long.length);
    const codes = (await handle.db.select({ code: medicines.code }).from(medicines).where(isNotNull(medicines.code))).map((row) => row.code);
    expect(codes.filter((code) => code?.startsWith('bulk-'))).toHaveLength(long.length);
    expect(await syncFormulary(handle.db, long)).toBe(0);
    expect(await syncFormulary(handle.db, [])).toBe(0);
  });
});

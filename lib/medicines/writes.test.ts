import { eq, ne, sql } from 'drizzle-orm';
import { doctors, medicines } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';
import { clinicMedicineSchema } from '@/lib/medicines/schema';
import { addClinicMedicine } from './writes';
import { getMedicine, listMedicines, MEDICINE_OPTIONS_LIMIT, nameContains, searchMedicines } from './queries';

let handle: DbHandle;
let doctorId: number;

type Entry = Pick<typeof medicines.$inferInsert, 'name' | 'strength' | 'form'> & Partial<typeof medicines.$inferInsert>;

async function insert(...entries: Entry[]) {
  await handle.db.insert(medicines).values(entries.map((entry) => ({ route: 'oral', source: 'who-eml' as const, ...entry })));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  // Only this file's entries and the prototype's three: the rest of the shipped list would answer the searches too.
  await handle.db.delete(medicines).where(ne(medicines.source, 'spec'));
  const [doctor] = await handle.db
    .insert(doctors)
    .values({ email: 'formulary@clinic.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'not-a-hash', role: 'administrator', status: 'active' })
    .returning();
  doctorId = doctor.id;
  await insert(
    { name: 'Amlodipine', strength: '10 mg', form: 'tablet', code: 'amlodipine-10mg-tablet', drugClass: 'calcium channel blocker' },
    { name: 'Amlodipine', strength: '5 mg', form: 'tablet', code: 'amlodipine-5mg-tablet', drugClass: 'calcium channel blocker' },
    // Contains "amlo" without starting with it: listed after the names that start with it.
    { name: 'Perindopril and amlodipine', strength: '4 mg/5 mg', form: 'tablet', code: 'perindopril-amlodipine' },
    { name: 'Amoxicillin', strength: '500 mg', form: 'capsule', code: 'amoxicillin-500mg-capsule', drugClass: 'penicillin' },
    { name: 'Amoxicillin', strength: '125 mg/5 mL', form: 'oral suspension', code: 'amoxicillin-125mg-suspension', drugClass: 'penicillin' },
    { name: 'Benzoic acid 6% ointment', strength: '', form: 'ointment', route: 'topical', code: 'whitfield' },
    { name: 'Benzoic acid', strength: '', form: 'ointment', route: 'topical', code: 'benzoic' },
  );
});
afterAll(() => handle.close());

const names = (rows: Array<{ name: string; strength: string }>) => rows.map((row) => `${row.name} ${row.strength}`.trim());

describe('searchMedicines', () => {
  it('finds "amlo": the names that start with it first, by strength as a number, then those that contain it', async () => {
    const found = await searchMedicines(handle.db, { q: 'amlo' });
    expect(names(found)).toEqual(['Amlodipine 5 mg', 'Amlodipine 10 mg', 'Perindopril and amlodipine 4 mg/5 mg']);
    expect(found[0]).toEqual({
      id: expect.any(Number),
      name: 'Amlodipine',
      strength: '5 mg',
      form: 'tablet',
      route: 'oral',
      drugClass: 'calcium channel blocker',
      source: 'who-eml',
    });
    // Any letter case, and the text around it trimmed.
    expect(names(await searchMedicines(handle.db, { q: '  AMLODIPINE ' }))).toEqual(names(found));
  });

  it('is served by the trigram index on lower(name)', async () => {
    // A few rows: the planner would read the table; with sequential scans off the plan shows the index can serve it.
    const [row] = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': unknown }>(tx, sql`explain (format json) select id from medicines where ${nameContains('amlo')}`);
    });
    const raw = row['QUERY PLAN'];
    expect(typeof raw === 'string' ? raw : JSON.stringify(raw)).toContain('medicines_name_trgm_idx');
  });

  it('finds nothing for a name nobody has', async () => {
    expect(await searchMedicines(handle.db, { q: 'zzqx' })).toEqual([]);
  });

  it('reads % and _ as the characters themselves, not as wildcards', async () => {
    expect(names(await searchMedicines(handle.db, { q: '%' }))).toEqual(['Benzoic acid 6% ointment']);
    expect(names(await searchMedicines(handle.db, { q: '6%' }))).toEqual(['Benzoic acid 6% ointment']);
    expect(await searchMedicines(handle.db, { q: 'a_o' })).toEqual([]);
  });

  it("orders the names that start with the text by name, and one name's strengths by their number (125 before 500)", async () => {
    expect(names(await searchMedicines(handle.db, { q: 'benzoic' }))).toEqual(['Benzoic acid', 'Benzoic acid 6% ointment']);
    expect(names(await searchMedicines(handle.db, { q: 'amox' }))).toEqual(['Amoxicillin 125 mg/5 mL', 'Amoxicillin 500 mg']);
  });

  it('gives the first entries by name for no text, at most 20 (or the limit asked for)', async () => {
    // The migration's three (Atenolol, Unidox, Parastamol) are in the list too.
    const first = await searchMedicines(handle.db, { q: '' });
    expect(names(first).slice(0, 4)).toEqual(['Amlodipine 5 mg', 'Amlodipine 10 mg', 'Amoxicillin 125 mg/5 mL', 'Amoxicillin 500 mg']);
    expect(names(first)).toContain('Atenolol 50 mg');
    expect(names(await searchMedicines(handle.db, { q: '', limit: 2 }))).toEqual(['Amlodipine 5 mg', 'Amlodipine 10 mg']);

    await insert(...Array.from({ length: 25 }, (_, i) => ({ name: `Zinc ${i}`, strength: `${i + 1} mg`, form: 'lozenge' })));
    try {
      expect(await searchMedicines(handle.db, { q: 'zinc' })).toHaveLength(MEDICINE_OPTIONS_LIMIT);
      expect(await searchMedicines(handle.db, { q: 'zinc', limit: 500 })).toHaveLength(MEDICINE_OPTIONS_LIMIT);
      expect(await searchMedicines(handle.db, { q: '' })).toHaveLength(MEDICINE_OPTIONS_LIMIT);
    } finally {
      await handle.db.delete(medicines).where(eq(medicines.form, 'lozenge'));
    }
  });
});

describe('listMedicines', () => {
  it('serves one page at a time with the total, searched and filtered by source in SQL', async () => {
    const all = await listMedicines(handle.db, { page: 1, pageSize: 100, q: '' });
    const total = all.total;
    expect(all.rows).toHaveLength(total);
    const second = await listMedicines(handle.db, { page: 2, pageSize: 3, q: '' });
    expect(second).toMatchObject({ page: 2, total });
    expect(second.rows).toEqual(all.rows.slice(3, 6));
    // A page past the end serves the last one.
    const lastPage = Math.ceil(total / 3);
    expect(await listMedicines(handle.db, { page: 99, pageSize: 3, q: '' })).toMatchObject({ page: lastPage, rows: all.rows.slice((lastPage - 1) * 3) });

    const found = await listMedicines(handle.db, { page: 1, pageSize: 2, q: 'amlo' });
    expect(found.total).toBe(3);
    expect(names(found.rows)).toEqual(['Amlodipine 5 mg', 'Amlodipine 10 mg']);

    const spec = await listMedicines(handle.db, { page: 1, pageSize: 20, q: '', source: 'spec' });
    expect(names(spec.rows)).toEqual(['Atenolol 50 mg', 'Parastamol 500 mg', 'Unidox 100 mg']);
    expect(await listMedicines(handle.db, { page: 1, pageSize: 20, q: 'zzqx' })).toEqual({ rows: [], total: 0, page: 1 });
  });
});

describe('addClinicMedicine and getMedicine', () => {
  const syrup = clinicMedicineSchema.parse({ name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', route: 'oral', drugClass: ' Antihistamine ' });

  it('adds a clinic medicine written as added by the doctor, found by the search at once', async () => {
    const result = await addClinicMedicine(handle.db, { id: doctorId }, syrup);
    expect(result).toEqual({
      ok: true,
      medicine: { id: expect.any(Number), name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', route: 'oral', drugClass: 'antihistamine', source: 'clinic' },
    });
    if (!result.ok) return;
    const [row] = await handle.db.select().from(medicines).where(eq(medicines.id, result.medicine.id));
    expect(row).toMatchObject({ code: null, addedById: doctorId, source: 'clinic' });
    expect(await getMedicine(handle.db, result.medicine.id)).toEqual(result.medicine);
    expect(names(await searchMedicines(handle.db, { q: 'clinic test' }))).toEqual(['Clinic Test Syrup 5 mg/5 mL']);
  });

  it('refuses the same name, strength and form in any letter case, shipped or added, and writes nothing', async () => {
    const count = async () => (await handle.db.select({ id: medicines.id }).from(medicines)).length;
    const before = await count();
    const again = await addClinicMedicine(handle.db, { id: doctorId }, { ...syrup, name: 'CLINIC TEST SYRUP', strength: '5 MG/5 ML', form: 'syrup' });
    expect(again).toMatchObject({ ok: false, reason: 'duplicate', existing: { name: 'Clinic Test Syrup', strength: '5 mg/5 mL' } });
    const shipped = await addClinicMedicine(handle.db, { id: doctorId }, { ...syrup, name: 'amoxicillin', strength: '500 mg', form: 'capsule' });
    expect(shipped).toMatchObject({ ok: false, reason: 'duplicate', existing: { name: 'Amoxicillin', source: 'who-eml' } });
    expect(await count()).toBe(before);

    // Another strength or form is another medicine.
    expect(await addClinicMedicine(handle.db, { id: doctorId }, { ...syrup, strength: '10 mg/5 mL' })).toMatchObject({ ok: true });
    expect(await addClinicMedicine(handle.db, { id: doctorId }, { ...syrup, form: 'oral solution' })).toMatchObject({ ok: true });
  });

  it('answers null for an id that is no medicine', async () => {
    expect(await getMedicine(handle.db, 2_000_000_000)).toBeNull();
  });
});

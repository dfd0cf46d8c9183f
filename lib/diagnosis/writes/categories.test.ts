import { eq } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests, doctors, patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { DIAGNOSIS_CATEGORIES } from '@/mocks';
import { createSeededTestDatabase } from '@/mocks/testing';
import { createDiagnosisCategory, deleteDiagnosisCategory } from './categories';
import { listCategoryOptions, listDiagnosisCategories, type CategoryListParams } from '@/lib/diagnosis/queries/categories';

const ALL: CategoryListParams = { page: 1, pageSize: 1000, q: '', sort: null, dir: 'asc' };
const all = async () => (await listDiagnosisCategories(handle.db, ALL)).rows;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

describe('listDiagnosisCategories', () => {
  it('lists the 20 seeded categories by name with how many tests use each', async () => {
    const rows = await all();
    expect(rows.map((row) => row.name)).toEqual(DIAGNOSIS_CATEGORIES.map((category) => category.name).sort((a, b) => a.localeCompare(b)));
    const used = await handle.db.select({ categoryId: diagnosisTests.categoryId }).from(diagnosisTests);
    for (const row of rows) {
      expect(row.testCount).toBe(used.filter((test) => test.categoryId === row.id).length);
    }
    expect(rows.find((row) => row.name === 'Hypertension')?.description).toMatch(/blood pressure/);
  });

  it('serves one page at a time with the total, searches a part of the name, sorts by name both ways', async () => {
    const names = DIAGNOSIS_CATEGORIES.map((category) => category.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const first = await listDiagnosisCategories(handle.db, { ...ALL, pageSize: 10 });
    expect(first).toMatchObject({ total: names.length, page: 1 });
    expect(first.rows.map((row) => row.name)).toEqual(names.slice(0, 10));
    const last = await listDiagnosisCategories(handle.db, { ...ALL, pageSize: 10, page: 2 });
    expect(last.rows.map((row) => row.name)).toEqual(names.slice(10, 20));
    // A page past the end serves the last one.
    expect(await listDiagnosisCategories(handle.db, { ...ALL, pageSize: 10, page: 99 })).toMatchObject({ page: 2, rows: last.rows });

    const found = await listDiagnosisCategories(handle.db, { ...ALL, q: 'DIAB' });
    expect(found.rows.map((row) => row.name).sort()).toEqual(names.filter((name) => name.toLowerCase().includes('diab')).sort());
    expect(found.total).toBe(found.rows.length);
    expect(await listDiagnosisCategories(handle.db, { ...ALL, q: '100%_' })).toEqual({ rows: [], total: 0, page: 1 });

    const descending = await listDiagnosisCategories(handle.db, { ...ALL, pageSize: 3, sort: 'name', dir: 'desc' });
    expect(descending.rows.map((row) => row.name)).toEqual([...names].reverse().slice(0, 3));
  });

  it('offers the same categories to the diagnosis form', async () => {
    const options = await listCategoryOptions(handle.db);
    expect(options).toHaveLength(DIAGNOSIS_CATEGORIES.length);
    expect(options.map((option) => option.name)).toContain('Type 2 Diabetes');
  });
});

describe('createDiagnosisCategory', () => {
  it('adds a category that nobody uses yet', async () => {
    const result = await createDiagnosisCategory(handle.db, { name: 'Sinusitis', description: 'Inflamed sinuses.' }, null);
    expect(result).toMatchObject({ ok: true, category: { name: 'Sinusitis', description: 'Inflamed sinuses.', testCount: 0 } });
    expect((await all()).map((row) => row.name)).toContain('Sinusitis');
  });

  it.each(['Hypertension', 'HYPERTENSION', 'hypertension'])('refuses %s: the name exists in another letter case', async (name) => {
    await expect(createDiagnosisCategory(handle.db, { name, description: '' }, null)).resolves.toEqual({ ok: false, reason: 'duplicate' });
  });
});

describe('deleteDiagnosisCategory', () => {
  it('deletes an unused category', async () => {
    const created = await createDiagnosisCategory(handle.db, { name: 'Otitis Media', description: '' }, null);
    if (!created.ok) throw new Error('not created');
    await expect(deleteDiagnosisCategory(handle.db, created.category.id)).resolves.toEqual({ ok: true });
    const left = await handle.db.select().from(diagnosisCategories).where(eq(diagnosisCategories.id, created.category.id));
    expect(left).toEqual([]);
    await expect(deleteDiagnosisCategory(handle.db, created.category.id)).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('keeps a category that a diagnosis test uses and says by how many', async () => {
    const rows = await all();
    const used = rows.find((row) => row.testCount > 0)!;
    await expect(deleteDiagnosisCategory(handle.db, used.id)).resolves.toEqual({ ok: false, reason: 'in-use', name: used.name, testCount: used.testCount });
    expect((await all()).map((row) => row.id)).toContain(used.id);
  });

  it('counts a test added to a category as a use', async () => {
    const created = await createDiagnosisCategory(handle.db, { name: 'Conjunctivitis', description: '' }, null);
    if (!created.ok) throw new Error('not created');
    const [doctor] = await handle.db.select({ id: doctors.id }).from(doctors);
    const [patient] = await handle.db.select({ id: patients.id }).from(patients).limit(1);
    await handle.db.insert(diagnosisTests).values({ reportNumber: 'CONJ-1', patientId: patient.id, doctorId: doctor.id, categoryId: created.category.id });
    await expect(deleteDiagnosisCategory(handle.db, created.category.id)).resolves.toMatchObject({ ok: false, reason: 'in-use', testCount: 1 });
  });
});

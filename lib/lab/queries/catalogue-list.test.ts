import { eq } from 'drizzle-orm';
import { doctors, labTests } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { labTestSchema } from '@/lib/lab/catalogue-schema';
import { LAB_CATALOGUE } from '@/lib/lab/rules/catalogue';
import { addLabTest, setLabTestRetired } from '@/lib/lab/writes/catalogue';
import { adultRangeSummary, criticalLimitsSummary, listLabTests, type LabTestListParams } from './catalogue-list';

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [admin] = await handle.db
    .insert(doctors)
    .values({ email: 'admin@tests-list.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x', role: 'administrator' })
    .returning({ id: doctors.id });
  const added = await addLabTest(
    handle.db,
    admin,
    labTestSchema.parse({
      name: 'Vitamin B12 50% binding',
      loinc: '2132-9',
      loincDisplay: 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma',
      specimen: 'Serum',
      kind: 'text',
    }),
  );
  if (!added.ok) throw new Error(added.reason);
});
afterAll(() => handle.close());

const list = (params: Partial<LabTestListParams>) => listLabTests(handle.db, { page: 1, pageSize: 20, q: '', state: 'active', ...params });
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

describe('listLabTests', () => {
  it('lists the active catalogue by name, one page at a time, counted in SQL', async () => {
    const first = await list({ pageSize: 10 });
    expect(first.total).toBe(LAB_CATALOGUE.length + 1);
    expect(first.rows).toHaveLength(10);
    const sorted = [...names(first.rows)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(first.rows)).toEqual(sorted);
    const second = await list({ pageSize: 10, page: 2 });
    expect(names(second.rows).some((name) => names(first.rows).includes(name))).toBe(false);
    // A page past the end serves the last one.
    const past = await list({ pageSize: 10, page: 99 });
    expect(past.page).toBe(Math.ceil(first.total / 10));
    expect(past.rows.length).toBeGreaterThan(0);
  });

  it('finds a test by a synonym, and names a panel\'s parts in the report\'s order', async () => {
    const { rows } = await list({ q: 'fbc' });
    expect(names(rows)).toEqual(['Full blood count']);
    expect(rows[0]).toMatchObject({ kind: 'panel', loinc: '57021-8', specimen: 'Whole blood (EDTA)', orderable: true, retired: false, clinic: false, adultRange: '', criticalLimits: '' });
    expect(rows[0].parts.slice(0, 3)).toEqual(['Haemoglobin', 'Packed cell volume (haematocrit)', 'Red cell count']);
    expect(rows[0].parts).toHaveLength(LAB_CATALOGUE.find((test) => test.code === 'full-blood-count')!.parts!.length);
  });

  it('finds a test by its LOINC code and by its code, and sums up its adult ranges and critical limits', async () => {
    const { rows } = await list({ q: '718-7' });
    expect(names(rows)).toEqual(['Haemoglobin']);
    expect(rows[0]).toMatchObject({ unit: 'g/dL', adultRange: 'M 13–17 · F 12–15.5', criticalLimits: '< 7 · > 22', parts: [], synonyms: ['Hb', 'HGB'] });
    const rdt = await list({ q: 'MALARIA-RDT' });
    expect(rdt.rows.map((row) => [row.code, row.kind, row.choices.length > 1, row.normalChoices])).toEqual([['malaria-rdt', 'choice', true, ['Negative']]]);
  });

  it('puts the names that start with the search before those that only contain it, and reads % as itself', async () => {
    // MCH and MCHC are a panel's parts, and as active as any test: the list shows them (ordering is what refuses them).
    expect(names((await list({ q: 'haemoglobin' })).rows)).toEqual([
      'Haemoglobin',
      'Haemoglobin genotype',
      'HbA1c (glycated haemoglobin)',
      'Mean cell haemoglobin (MCH)',
      'Mean cell haemoglobin concentration (MCHC)',
    ]);
    // "Pregnancy test (urine hCG)" comes before every "Urine ..." by name, and after them by fit; so does Urinalysis,
    // found by a synonym.
    const urine = names((await list({ q: 'urine' })).rows);
    expect(urine[0]).toBe('Urine bilirubin');
    expect(urine.slice(-3)).toEqual(['Urine specific gravity', 'Pregnancy test (urine hCG)', 'Urinalysis']);
    expect(names((await list({ q: '50%' })).rows)).toEqual(['Vitamin B12 50% binding']);
    expect((await list({ q: '50%' })).rows[0]).toMatchObject({ clinic: true, kind: 'text', code: 'clinic-vitamin-b12-50-binding' });
    expect((await list({ q: 'zzqx' })).rows).toEqual([]);
  });

  it('lists a retired test under Retired and All, not under Active', async () => {
    const [crp] = await handle.db.select({ id: labTests.id }).from(labTests).where(eq(labTests.code, 'crp'));
    await setLabTestRetired(handle.db, crp.id, true);
    expect(names((await list({ q: 'crp' })).rows)).not.toContain('C-reactive protein (CRP)');
    const retired = await list({ state: 'retired' });
    expect(retired.total).toBe(1);
    expect(retired.rows[0]).toMatchObject({ name: 'C-reactive protein (CRP)', retired: true, adultRange: '< 5' });
    const all = await list({ state: 'all', q: 'crp' });
    expect(all.rows.map((row) => [row.name, row.retired])).toEqual([['C-reactive protein (CRP)', true]]);
    expect((await list({ state: 'all' })).total).toBe(LAB_CATALOGUE.length + 1);
  });
});

describe('the summaries of a row', () => {
  it('says one range when both sexes get the same, each sex\'s otherwise, and nothing when no range applies to adults', () => {
    expect(adultRangeSummary([{ low: 3.5, high: 5.1 }])).toBe('3.5–5.1');
    expect(adultRangeSummary([{ sex: 'male', high: 4 }, { sex: 'female', fromMonths: 0, high: 3 }])).toBe('M < 4 · F < 3');
    expect(adultRangeSummary([{ sex: 'male', low: 1 }])).toBe('M > 1');
    expect(adultRangeSummary([{ fromMonths: 0, toMonths: 144, low: 1, high: 2 }])).toBe('');
  });

  it('says the critical limits it has', () => {
    expect(criticalLimitsSummary(2.5, 6.5)).toBe('< 2.5 · > 6.5');
    expect(criticalLimitsSummary(null, 20)).toBe('> 20');
    expect(criticalLimitsSummary(null, null)).toBe('');
  });
});

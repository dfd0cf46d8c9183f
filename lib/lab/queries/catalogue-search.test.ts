import { eq } from 'drizzle-orm';
import { labTests } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { LAB_TEST_OPTIONS_LIMIT, searchLabTests } from './catalogue-search';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  // A clinic's own test the lab no longer runs, found by the same words as the malaria tests.
  await handle.db.insert(labTests).values({
    code: 'clinic-malaria-old-kit',
    name: 'Malaria antigen (old kit)',
    loinc: '70569-9',
    loincDisplay: 'Plasmodium sp Ag [Presence] in Blood',
    specimen: 'Whole blood (EDTA)',
    kind: 'choice',
    choices: ['Negative', 'Positive'],
    synonyms: ['MP', 'Old kit'],
    retiredAt: new Date('2026-01-01T00:00:00Z'),
  });
});
afterAll(() => handle.close());

const names = async (q: string) => (await searchLabTests(handle.db, { q })).map((test) => test.name);

describe('searchLabTests', () => {
  it('finds a test by the word doctors type for it, in any case, first', async () => {
    const found = await searchLabTests(handle.db, { q: 'FBC' });
    expect(found[0]).toMatchObject({ name: 'Full blood count', loinc: '57021-8', specimen: 'Whole blood (EDTA)', kind: 'panel' });
    expect(found[0].synonyms).toContain('FBC');
    expect(await names('  fbc ')).toEqual(found.map((test) => test.name));
    expect((await names('rbs'))[0]).toBe('Random blood glucose');
  });

  it('puts the tests named exactly what was typed first, then names that start with it, then the rest', async () => {
    // Both malaria tests are called MP; "MP" is also inside other names' words, which come after.
    expect((await names('MP')).slice(0, 2).sort()).toEqual(['Malaria parasite, rapid diagnostic test (P. falciparum HRP2)', 'Malaria parasite, thick film']);
    const hae = await names('hae');
    expect(hae.slice(0, 2)).toEqual(['Haemoglobin', 'Haemoglobin genotype']);
    expect(hae).toContain('HbA1c (glycated haemoglobin)');
    expect(hae.indexOf('Full blood count')).toBeGreaterThan(1);
  });

  it('finds a test by its LOINC code', async () => {
    expect((await names('718-7'))[0]).toBe('Haemoglobin');
    expect((await names('57021'))[0]).toBe('Full blood count');
  });

  it('lists neither retired tests nor the parts of a panel that no lab runs alone', async () => {
    expect(await names('old kit')).toEqual([]);
    expect(await names('MP')).not.toContain('Malaria antigen (old kit)');
    // MCHC and MCH are reported only as parts of a full blood count.
    expect(await names('MCHC')).toEqual([]);
    expect(await names('mean cell')).toEqual([]);
    // Un-retired, the clinic's test is found again.
    await handle.db.update(labTests).set({ retiredAt: null }).where(eq(labTests.code, 'clinic-malaria-old-kit'));
    expect(await names('old kit')).toEqual(['Malaria antigen (old kit)']);
    await handle.db.update(labTests).set({ retiredAt: new Date() }).where(eq(labTests.code, 'clinic-malaria-old-kit'));
  });

  it('lists a bounded few, the catalogue’s everyday tests first with no text, and takes % and _ as themselves', async () => {
    const first = await names('');
    expect(first).toHaveLength(LAB_TEST_OPTIONS_LIMIT);
    expect(first[0]).toBe('Full blood count');
    expect(await searchLabTests(handle.db, { q: 'a', limit: 500 })).toHaveLength(LAB_TEST_OPTIONS_LIMIT);
    expect(await names('%')).toEqual([]);
    expect(await names('h_')).toEqual([]);
    expect(await names('zzqx')).toEqual([]);
  });
});

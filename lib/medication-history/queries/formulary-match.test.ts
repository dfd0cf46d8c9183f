import { eq } from 'drizzle-orm';
import { medicines } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { formularyMatch } from './formulary-match';

let handle: DbHandle;
const idOf = async (code: string) => (await handle.db.select({ id: medicines.id }).from(medicines).where(eq(medicines.code, code)))[0]!.id;
let amlodipine5: number;
let amlodipine10: number;
let clinicOwn: number;

beforeAll(async () => {
  // A migrated database holds the shipped formulary, as every installation does.
  handle = await createTestDatabase();
  amlodipine5 = await idOf('amlodipine-5mg-tablet');
  amlodipine10 = await idOf('amlodipine-10mg-tablet');
  const [own] = await handle.db
    .insert(medicines)
    .values({ name: 'Bitter Leaf Tonic', strength: '', form: 'oral solution', route: 'oral', source: 'clinic' })
    .returning({ id: medicines.id });
  clinicOwn = own!.id;
});

afterAll(async () => {
  await handle.close();
});

describe('the formulary’s entry for a medicine from another system', () => {
  it('is the entry whose code was sent, before any name', async () => {
    expect(await formularyMatch(handle.db, { codes: ['amlodipine-10mg-tablet'], name: 'Amlodipine 5 mg tablet' })).toBe(amlodipine10);
    expect(await formularyMatch(handle.db, { codes: ['197361', ' amlodipine-5mg-tablet '], name: '' })).toBe(amlodipine5);
  });

  it('is the entry named in full, as this app writes a medicine out, in any letter case', async () => {
    expect(await formularyMatch(handle.db, { codes: [], name: 'Amlodipine 10 mg tablet' })).toBe(amlodipine10);
    expect(await formularyMatch(handle.db, { codes: ['197361'], name: '  AMLODIPINE 5 MG TABLET ' })).toBe(amlodipine5);
  });

  it('else the first entry of that generic name, the clinic’s own too (an entry with no strength is named without one)', async () => {
    const [first] = await handle.db.select({ id: medicines.id }).from(medicines).where(eq(medicines.name, 'Amlodipine')).orderBy(medicines.id).limit(1);
    expect(await formularyMatch(handle.db, { codes: [], name: 'amlodipine' })).toBe(first!.id);
    expect(await formularyMatch(handle.db, { codes: [], name: 'bitter leaf tonic' })).toBe(clinicOwn);
    expect(await formularyMatch(handle.db, { codes: [], name: 'Bitter Leaf Tonic oral solution' })).toBe(clinicOwn);
  });

  it('reads a name RxNorm writes: its generic names, strength and form; WHO’s name for the US one; a combination', async () => {
    expect(await formularyMatch(handle.db, { codes: ['197361'], name: 'amlodipine 5 MG Oral Tablet' })).toBe(amlodipine5);
    expect(await formularyMatch(handle.db, { codes: ['308135'], name: 'Amlodipine 10 MG Oral Tablet' })).toBe(amlodipine10);
    expect(await formularyMatch(handle.db, { codes: ['313782'], name: 'Acetaminophen 500 MG Oral Tablet' })).toBe(await idOf('paracetamol-500mg-tablet'));
    expect(await formularyMatch(handle.db, { codes: ['562508'], name: 'Amoxicillin 500 MG / Clavulanate 125 MG Oral Tablet' })).toBe(await idOf('amoxicillin-clavulanic-acid-500mg-125mg-tablet'));
    // A salt the formulary's name leaves out; a strength it does not stock still finds the medicine.
    expect(await formularyMatch(handle.db, { codes: [], name: '24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet' })).toBe(await idOf('metformin-500mg-tablet'));
    const [first] = await handle.db.select({ id: medicines.id }).from(medicines).where(eq(medicines.name, 'Amlodipine')).orderBy(medicines.id).limit(1);
    expect(await formularyMatch(handle.db, { codes: [], name: 'Amlodipine 2.5 MG Oral Tablet' })).toBe(first!.id);
  });

  it('is null for what the formulary does not hold: a medicine it lacks, a name in part, a pattern, nothing', async () => {
    expect(await formularyMatch(handle.db, { codes: ['1234'], name: 'Zyxonide 5 MG Oral Tablet' })).toBeNull();
    expect(await formularyMatch(handle.db, { codes: [], name: 'Amlodip' })).toBeNull();
    expect(await formularyMatch(handle.db, { codes: [], name: 'Amlodipine%' })).toBeNull();
    expect(await formularyMatch(handle.db, { codes: ['', '  '], name: ' ' })).toBeNull();
  });
});

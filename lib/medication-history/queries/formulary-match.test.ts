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

  it('is null for what the formulary does not hold: an RxNorm code and name, a name in part, a pattern, nothing', async () => {
    expect(await formularyMatch(handle.db, { codes: ['197361'], name: 'amlodipine 5 MG Oral Tablet' })).toBeNull();
    expect(await formularyMatch(handle.db, { codes: [], name: 'Amlodip' })).toBeNull();
    expect(await formularyMatch(handle.db, { codes: [], name: 'Amlodipine%' })).toBeNull();
    expect(await formularyMatch(handle.db, { codes: ['', '  '], name: ' ' })).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { patientSchema } from '@/lib/patients/schema/patient';
import { createSeededTestDatabase } from '@/mocks/testing';
import { findLikelyDuplicates } from './duplicates';
import { searchPatientMatches, searchPatientOptions } from './options';
import { createPatient } from '@/lib/patients/writes/patient';
import { listPatients } from './list';

// One patient record: the number from the sequence, the likely-duplicates check, and the one search that
// finds a patient by number, phone typed any way, name in either order or email.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const values = (changes: Record<string, string> = {}) =>
  patientSchema.parse({
    firstName: 'Osagie',
    lastName: 'Afolabi',
    dateOfBirth: '1979-02-11',
    gender: 'male',
    phone: '0802 212 3320',
    email: '',
    state: 'Edo',
    street: '9 Sapele Road',
    zipCode: '',
    bloodGroup: '',
    nextOfKinName: '',
    nextOfKinPhone: '',
    ...changes,
  });

async function register(changes: Record<string, string> = {}) {
  const result = await createPatient(handle.db, values(changes));
  if (!result.ok) throw new Error(result.reason);
  const [row] = await handle.db.select().from(patients).where(eq(patients.id, result.id));
  return row;
}

describe('the patient number', () => {
  it('is given by the sequence at registration, one after another, and never reused after a rolled-back registration', async () => {
    const first = await register({ phone: '0701 000 0001' });
    await handle.db
      .transaction(async (tx) => {
        await createPatient(tx, values({ phone: '0701 000 0002' }));
        throw new Error('undo');
      })
      .catch(() => undefined);
    const second = await register({ phone: '0701 000 0003' });
    // The rolled-back registration took a number that nobody will have.
    expect(second.patientNumber).toBe(first.patientNumber + 2);
  });

  it('numbered the seeded patients in the order of their ids', async () => {
    const rows = await handle.db.select({ id: patients.id, number: patients.patientNumber }).from(patients).orderBy(patients.id).limit(5);
    expect(rows.map((row) => row.number)).toEqual([...rows.map((row) => row.number)].sort((a, b) => a - b));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
  });
});

describe('findLikelyDuplicates', () => {
  let osagie: Awaited<ReturnType<typeof register>>;
  beforeAll(async () => {
    osagie = await register({ email: 'osagie.afolabi@example.ng' });
  });

  const who = (changes: Partial<Parameters<typeof findLikelyDuplicates>[1]> = {}) => ({
    firstName: 'Someone',
    lastName: 'Else',
    dateOfBirth: '2001-01-01',
    phone: '+2348000000000',
    email: null,
    ...changes,
  });

  it('finds the same name and date of birth, the name in either order', async () => {
    for (const [firstName, lastName] of [['Osagie', 'Afolabi'], ['afolabi', 'OSAGIE']]) {
      const found = await findLikelyDuplicates(handle.db, who({ firstName, lastName, dateOfBirth: '1979-02-11' }));
      expect(found.find((row) => row.id === osagie.id)?.reasons).toEqual(['name-and-birth']);
    }
    expect((await findLikelyDuplicates(handle.db, who({ firstName: 'Osagie', lastName: 'Afolabi', dateOfBirth: '1979-02-12' }))).map((row) => row.id)).not.toContain(osagie.id);
  });

  it('finds the same phone typed three ways (stored in one form)', async () => {
    for (const phone of ['0802 212 3320', '08022123320', '+234 802 212 3320']) {
      const stored = values({ phone }).phone;
      const found = await findLikelyDuplicates(handle.db, who({ phone: stored }));
      expect(found.find((row) => row.id === osagie.id)).toMatchObject({ reasons: ['phone'], patientNumber: expect.stringMatching(/^P-\d{6}$/) });
    }
  });

  it('finds the same email in another letter case, and leaves out the patient being corrected', async () => {
    expect((await findLikelyDuplicates(handle.db, who({ email: 'OSAGIE.Afolabi@Example.NG' }))).map((row) => row.id)).toContain(osagie.id);
    expect((await findLikelyDuplicates(handle.db, who({ email: 'OSAGIE.Afolabi@Example.NG' }), osagie.id)).map((row) => row.id)).not.toContain(osagie.id);
  });

  it('treats a date of birth estimated from an age as a year either way', async () => {
    const estimated = await register({ firstName: 'Tamuno', lastName: 'Briggs', dateOfBirth: '1990-06-01', phone: '0703 444 5566' });
    await handle.db.update(patients).set({ dateOfBirthEstimated: true }).where(eq(patients.id, estimated.id));
    const found = await findLikelyDuplicates(handle.db, who({ firstName: 'Tamuno', lastName: 'Briggs', dateOfBirth: '1990-11-20' }));
    expect(found.map((row) => row.id)).toContain(estimated.id);
  });
});

describe('one search finds a patient by number, phone, name in either order or email', () => {
  let ada: Awaited<ReturnType<typeof register>>;
  beforeAll(async () => {
    ada = await register({ firstName: 'Adaora', lastName: 'Nwachukwu', phone: '0813 909 1234', email: 'adaora.n@example.ng' });
  });

  const number = () => `P-${String(ada.patientNumber).padStart(6, '0')}`;
  const texts = () => [number(), number().toLowerCase().replace('-', ''), '0813 909 1234', '08139091234', '+234 813 909 1234', '813 909', 'Nwachukwu Adaora', 'Nwachukwu, Adaora', 'nwachukwu,adaora', 'adaora.n@'];

  it('on the patients screen and the API (listPatients)', async () => {
    for (const search of texts()) {
      const { rows } = await listPatients(handle.db, { page: 1, limit: 10, search });
      expect({ search, found: rows.some((row) => row.id === ada.id) }).toEqual({ search, found: true });
    }
  });

  it('in the pickers and the palette, with the number, age and sex that tell namesakes apart', async () => {
    for (const q of texts()) {
      const [options, matches] = await Promise.all([searchPatientOptions(handle.db, { q }), searchPatientMatches(handle.db, { q })]);
      expect({ q, options: options.some((row) => row.id === ada.id), matches: matches.some((row) => row.id === ada.id) }).toEqual({ q, options: true, matches: true });
    }
    const [first] = await searchPatientOptions(handle.db, { q: number() });
    expect(first).toMatchObject({ id: ada.id, patientNumber: number(), gender: 'male', phone: '+234 813 909 1234', ageEstimated: false });
  });

  it('takes "Surname, First" as forms and referral letters write it, and puts that patient first', async () => {
    const [first] = await searchPatientOptions(handle.db, { q: 'Nwachukwu, Adaora' });
    expect(first.id).toBe(ada.id);
    // The comma joins the two words, it does not loosen the search: a surname with another first name finds nobody.
    expect((await listPatients(handle.db, { page: 1, limit: 10, search: 'Nwachukwu, Osagie' })).rows.map((row) => row.id)).not.toContain(ada.id);
  });

  it('finds nobody for a number nobody has', async () => {
    expect((await listPatients(handle.db, { page: 1, limit: 10, search: 'P-999999' })).total).toBe(0);
  });
});

import { asc, sql } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { PATIENT_MATCHES_LIMIT, PATIENT_OPTIONS_LIMIT, searchPatientMatches, searchPatientOptions } from './options';

let handle: DbHandle;
const search = (q: string, limit?: number) => searchPatientOptions(handle.db, { q, limit });
const names = async (q: string, limit?: number) => (await search(q, limit)).map((patient) => patient.fullName);

/** Patients whose names no seeded patient shares: "Xyq" starts two of them and is inside two others. */
const ADDED = [
  ['Bola', 'Axyq'],
  ['Xyqb', 'Obi'],
  ['Ada', 'Xyqbe'],
  ['Xyqa', 'Bello'],
  ['Xyqa', 'Bello'],
  ['Uche', 'Ok%ra'],
  ['Aaaa', 'Aaron'],
] as const;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  await handle.db.insert(patients).values(
    ADDED.map(([firstName, lastName], index) => ({
      firstName,
      lastName,
      email: `picker.${index}@example.ng`,
      // Stored as every phone is, in international form.
      phone: `+234800000${String(index).padStart(4, '0')}`,
      gender: 'female' as const,
      dateOfBirth: '1990-01-01',
    })),
  );
});
afterAll(() => handle.close());

describe('searchPatientOptions', () => {
  it('finds a part of the name in any letter case: a word that starts with it first, then by name and id (the palette’s order)', async () => {
    const found = await search('XYQ');
    expect(found.map((patient) => patient.fullName)).toEqual(['Ada Xyqbe', 'Xyqa Bello', 'Xyqa Bello', 'Xyqb Obi', 'Bola Axyq']);
    // Namesakes come by id, each with the number, age and sex that tell them apart.
    expect(found[1].id).toBeLessThan(found[2].id);
    expect(found.slice(1, 3).map((patient) => patient.email)).toEqual(['picker.3@example.ng', 'picker.4@example.ng']);
    expect(found[1].patientNumber).not.toBe(found[2].patientNumber);
    expect(Object.keys(found[0]).sort()).toEqual(['age', 'ageEstimated', 'email', 'fullName', 'gender', 'id', 'patientNumber', 'phone']);
  });

  it('finds a seeded patient by a part of either name, and nobody for text no name holds', async () => {
    expect(await names('ngozi')).toContain('Ngozi Eze');
    expect(await names('i ez')).toContain('Ngozi Eze');
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it('takes % and _ as the characters they are', async () => {
    expect(await names('%')).toEqual(['Uche Ok%ra']);
    expect(await names('k%r')).toEqual(['Uche Ok%ra']);
    expect(await search('_')).toEqual([]);
    expect(await search('o_i')).toEqual([]);
  });

  it('lists at most the limit (10 unless told), and with no text the first patients by name', async () => {
    expect(PATIENT_OPTIONS_LIMIT).toBe(10);
    expect(await names('xyq', 3)).toEqual(['Ada Xyqbe', 'Xyqa Bello', 'Xyqa Bello']);
    expect(await search('a')).toHaveLength(10);
    const first = await names('');
    const byName = await handle.db
      .select({ fullName: patients.fullName })
      .from(patients)
      .orderBy(asc(sql`lower(${patients.fullName})`), asc(patients.id));
    expect(byName.length).toBeGreaterThan(60);
    expect(first).toEqual(byName.slice(0, 10).map((row) => row.fullName));
    expect(first[0]).toBe('Aaaa Aaron');
  });
});

describe('searchPatientMatches (the command palette)', () => {
  const matches = (q: string, limit?: number) => searchPatientMatches(handle.db, { q, limit });
  const matchNames = async (q: string, limit?: number) => (await matches(q, limit)).map((patient) => patient.fullName);

  it('finds by a part of the name in any letter case: a word that starts with it first, then by name and id', async () => {
    const found = await matches('xYq');
    expect(found.map((patient) => patient.fullName)).toEqual(['Ada Xyqbe', 'Xyqa Bello', 'Xyqa Bello', 'Xyqb Obi', 'Bola Axyq']);
    expect(found[1].id).toBeLessThan(found[2].id);
    expect(found[0]).toEqual({
      id: expect.any(Number),
      patientNumber: expect.stringMatching(/^P-\d{6}$/),
      fullName: 'Ada Xyqbe',
      email: 'picker.2@example.ng',
      phone: '+234 800 000 0002',
      gender: 'female',
      age: expect.any(Number),
      ageEstimated: false,
    });
  });

  it('finds by a part of the email, in any letter case', async () => {
    expect(await matchNames('PICKER.3@EXAMPLE')).toEqual(['Xyqa Bello']);
    expect(await matchNames('ker.6@')).toEqual(['Aaaa Aaron']);
  });

  it('finds by a part of the phone', async () => {
    expect(await matchNames('800 000 0005')).toEqual(['Uche Ok%ra']);
    expect(await matchNames('+234 800 000 000')).toEqual(expect.arrayContaining(['Bola Axyq', 'Xyqb Obi', 'Aaaa Aaron']));
  });

  it('finds a seeded patient, and nobody for text no name, email or phone holds', async () => {
    expect(await matchNames('ngozi')).toContain('Ngozi Eze');
    expect(await matches('zzzzqqq')).toEqual([]);
  });

  it('takes % and _ as the characters they are', async () => {
    expect(await matchNames('k%r')).toEqual(['Uche Ok%ra']);
    expect(await matches('o_i')).toEqual([]);
  });

  it('lists at most the limit: 8 unless told', async () => {
    expect(PATIENT_MATCHES_LIMIT).toBe(8);
    expect(await matches('a')).toHaveLength(8);
    expect(await matches('e', 3)).toHaveLength(3);
  });
});

describe('searchPatientMatches, text shorter than three letters', () => {
  it('lists the matches by name and id (no ranking: the name index serves it and stops at the limit)', async () => {
    const found = await searchPatientMatches(handle.db, { q: 'Aa' });
    expect(found[0].fullName).toBe('Aaaa Aaron');
    expect(found.length).toBeLessThanOrEqual(8);
    for (const patient of found) expect(`${patient.fullName} ${patient.email} ${patient.phone}`.toLowerCase()).toContain('aa');
    expect(await searchPatientMatches(handle.db, { q: 'Xy' })).toHaveLength(5);
  });
});

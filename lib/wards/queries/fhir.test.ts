import type { Location } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { wardsFixture, type WardsFixture } from '@/lib/admissions/fhir/testing';
import { beds, wards } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { searchAll } from '@/lib/fhir/import-testing';
import { bedName } from '@/lib/wards/fhir/location';
import { r4Errors } from '@/tests/fhir-validator';
import { bedNameSql, locationPlan, readFhirLocation } from './fhir';

let handle: DbHandle;
let fixture: WardsFixture;

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await wardsFixture(handle.db);
});
afterAll(() => handle.close());

const search = async (query: string) => (await searchAll(handle.db, 'Location', query)).resources as Location[];
const ids = async (query: string) => (await search(query)).map((one) => one.id);
const ward = (key: keyof WardsFixture['ward']) => `ward-${fixture.ward[key]}`;
const bed = (key: keyof WardsFixture['bed']) => `bed-${fixture.bed[key]}`;

describe('wards and beds through a Location search', () => {
  it('answers every ward and bed, valid R4, in page-key order, naming no patient', async () => {
    const found = await searchAll(handle.db, 'Location');
    // A ward's key is its id twice, a bed's its id twice and one: the two tables interleave, each in id order.
    const keyed = [...Object.values(fixture.ward).map((id) => ({ key: id * 2, id: `ward-${id}` })), ...Object.values(fixture.bed).map((id) => ({ key: id * 2 + 1, id: `bed-${id}` }))];
    expect(found.resources.map((one) => one.id)).toEqual(keyed.sort((one, other) => one.key - other.key).map(({ id }) => id));
    expect(found.total).toBe(8);
    expect(found.patients.every((patient) => patient === null)).toBe(true);
    for (const location of found.resources) expect(r4Errors(location)).toEqual([]);
  });

  it('gives each bed its v2-0116 status from its state and its open stay; a retired bed is inactive', async () => {
    const byId = new Map((await search('physical-type=bd')).map((one) => [one.id, one]));
    expect(byId.get(bed('a1'))?.operationalStatus?.code).toBe('O');
    expect(byId.get(bed('a2'))?.operationalStatus?.code).toBe('H');
    expect(byId.get(bed('a3'))?.operationalStatus?.code).toBe('C');
    expect(byId.get(bed('a4'))?.operationalStatus?.code).toBe('U');
    // The ICU's bed had two stays, both ended: it is free.
    expect(byId.get(bed('icu1'))).toMatchObject({ operationalStatus: { code: 'U' }, name: 'Tulip ICU, Bed 1', partOf: { reference: `Location/${ward('icu')}` } });
    expect(byId.get(bed('a5'))).toMatchObject({ status: 'inactive' });
    expect(byId.get(bed('a5'))?.operationalStatus).toBeUndefined();
  });

  it('searches by physical type, ward (partof) and operational status, with or without their systems', async () => {
    expect(await ids('physical-type=wa')).toEqual([ward('a'), ward('icu')]);
    expect(await ids('physical-type=http://terminology.hl7.org/CodeSystem/location-physical-type|bd&partof=Location/' + ward('icu'))).toEqual([bed('icu1')]);
    expect(await ids(`partof=${ward('a')}&operational-status=U`)).toEqual([bed('a4')]);
    expect(await ids('operational-status=http://terminology.hl7.org/CodeSystem/v2-0116|O')).toEqual([bed('a1')]);
    expect(await ids('operational-status=H,C')).toEqual([bed('a2'), bed('a3')]);
    expect(await ids('operational-status=http://other.example|U')).toEqual([]);
    expect(await ids('physical-type=ro')).toEqual([]);
    expect(await ids(`partof=${bed('a1')}`)).toEqual([]);
  });

  it('searches by every word of the name, in any letter case, by status and by _id', async () => {
    expect(await ids('name=icu')).toEqual([ward('icu'), bed('icu1')]);
    expect(await ids('name=tulip ward\\, BED 4')).toEqual([bed('a4')]);
    expect(await ids('name=Bed 4 WARD tulip')).toEqual([bed('a4')]);
    // A comma is FHIR's "or": the ward's name, or bed 4.
    expect((await ids('name=icu,bed 4')).sort()).toEqual([ward('icu'), bed('a4'), bed('icu1')].sort());
    expect(await ids('name=bed 1')).toEqual([bed('a1'), bed('icu1')]);
    expect(await ids('status=inactive')).toEqual([bed('a5')]);
    expect(await ids('status=active&physical-type=wa')).toEqual([ward('a'), ward('icu')]);
    expect(await ids(`_id=${ward('icu')},${bed('a2')}`)).toEqual([ward('icu'), bed('a2')]);
    expect(await ids(`_id=${fixture.bed.a2}`)).toEqual([]);
  });

  it('pages by keyset across both tables: each page after the last key read, none twice', async () => {
    const plan = locationPlan(handle.db, new Map());
    const seen: string[] = [];
    let after: number | undefined;
    for (;;) {
      const rows = await plan.read({ after, limit: 3 });
      seen.push(...rows.map((row) => plan.toResource(row).id!));
      if (rows.length < 3) break;
      after = rows[rows.length - 1]!.id;
    }
    expect(seen).toEqual((await search('')).map((one) => one.id));
    const backwards = await plan.read({ before: (await plan.read({ limit: 100 })).at(-1)!.id, limit: 2 });
    expect(backwards.map((row) => plan.toResource(row).id)).toEqual([bed('a5'), bed('a4')]);
  });

  it('reads a ward or a bed by its id, a retired bed too; another form names nothing', async () => {
    expect((await readFhirLocation(handle.db, ward('a')))?.ward?.name).toBe('Tulip Ward');
    expect((await readFhirLocation(handle.db, bed('a5')))?.bed?.retiredAt).not.toBeNull();
    expect(await readFhirLocation(handle.db, String(fixture.ward.a))).toBeUndefined();
    expect(await readFhirLocation(handle.db, 'bed-99999999')).toBeUndefined();
  });

  it('names a bed in SQL as the resource names it, whatever its label', async () => {
    await handle.db.insert(beds).values([
      { wardId: fixture.ward.icu, label: 'Bedside 2' },
      { wardId: fixture.ward.icu, label: 'bed 7' },
      { wardId: fixture.ward.icu, label: ' A9 ' },
    ]);
    const rows = await handle.db.select({ ward: wards.name, label: beds.label, inSql: bedNameSql }).from(beds).innerJoin(wards, eq(wards.id, beds.wardId));
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) expect(row.inSql).toBe(bedName(row.ward, row.label).toLowerCase());
  });
});

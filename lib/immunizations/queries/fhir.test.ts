import type { Immunization } from '@medplum/fhirtypes';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addImmunization, importedPatient, searchAll, type ImportedPatient } from '@/lib/fhir/import-testing';
import { r4Errors } from '@/tests/fhir-validator';
import { readFhirImmunization } from './fhir';

let handle: DbHandle;
let fixture: ImportedPatient;
let given: Record<'flu' | 'measles' | 'notDone' | 'voided' | 'others', number>;

const CVX = 'http://hl7.org/fhir/sid/cvx';

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importedPatient(handle.db);
  const { patientId, otherPatientId, byDoctor, bySystem } = fixture;
  given = {
    flu: await addImmunization(handle.db, {
      patientId,
      importId: byDoctor,
      codeSystem: CVX,
      code: '140',
      vaccine: 'Influenza, seasonal, injectable',
      status: 'completed',
      givenOn: '2024-10-02',
      givenAt: new Date('2024-10-02T09:30:00Z'),
      doseNumber: '1',
      lotNumber: 'AAJN11K',
      site: 'Left arm',
      performer: 'Nurse Bisi Ade',
    }),
    measles: await addImmunization(handle.db, { patientId, importId: bySystem, codeSystem: CVX, code: '03', vaccine: 'MMR', status: 'completed', givenOn: '1991-05-20', doseNumber: 'Booster' }),
    notDone: await addImmunization(handle.db, { patientId, importId: bySystem, vaccine: 'HPV', status: 'not-done', givenOn: '2025-01-15', note: 'Declined' }),
    voided: await addImmunization(handle.db, { patientId, importId: byDoctor, codeSystem: CVX, code: '140', vaccine: 'Influenza', status: 'completed', givenOn: '2023-10-01', voidedAt: new Date('2026-11-29T08:00:00Z'), voidReason: 'Entered twice' }),
    others: await addImmunization(handle.db, { patientId: otherPatientId, importId: bySystem, codeSystem: CVX, code: '08', vaccine: 'Hep B', status: 'completed', givenOn: '1985-02-01' }),
  };
});
afterAll(() => handle.close());

const ids = async (query: string) => (await searchAll(handle.db, 'Immunization', query)).resources.map((one) => one.id);
const id = (key: keyof typeof given) => String(given[key]);

describe('the immunization record through an Immunization search', () => {
  it("answers a patient's vaccines as valid R4, as they came in, each tagged with its import, its patient for the audit trail", async () => {
    const found = await searchAll(handle.db, 'Immunization', `patient=Patient/${fixture.patientId}`);
    expect(found.resources.map((one) => one.id)).toEqual([id('flu'), id('measles'), id('notDone')]);
    expect(found.total).toBe(3);
    expect(found.patients).toEqual([fixture.patientId, fixture.patientId, fixture.patientId]);
    for (const immunization of found.resources) expect(r4Errors(immunization)).toEqual([]);
    const [flu, measles, notDone] = found.resources as Immunization[];
    expect(flu).toMatchObject({
      meta: { tag: [{ code: String(fixture.byDoctor), display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'completed',
      vaccineCode: { coding: [{ system: CVX, code: '140' }], text: 'Influenza, seasonal, injectable' },
      occurrenceDateTime: '2024-10-02T09:30:00.000Z',
      protocolApplied: [{ doseNumberString: '1' }],
      lotNumber: 'AAJN11K',
      site: { text: 'Left arm' },
      performer: [{ actor: { display: 'Nurse Bisi Ade' } }],
    });
    expect(measles).toMatchObject({ occurrenceDateTime: '1991-05-20', protocolApplied: [{ doseNumberString: 'Booster' }] });
    expect(notDone).toMatchObject({ status: 'not-done', note: [{ text: 'Declined' }] });
  });

  it('leaves out a voided one unless status asks for entered-in-error', async () => {
    expect(await ids('')).not.toContain(id('voided'));
    expect(await ids('status=entered-in-error')).toEqual([id('voided')]);
    expect(await ids('status=completed')).toEqual([id('flu'), id('measles'), id('others')]);
    expect(await ids('status=not-done,entered-in-error')).toEqual([id('notDone'), id('voided')]);
    expect(await ids('status=bogus')).toEqual([]);
  });

  it('searches by date, vaccine-code and _id', async () => {
    expect(await ids('date=2024-10-02')).toEqual([id('flu')]);
    expect(await ids('date=ge2024&date=lt2025-02')).toEqual([id('flu'), id('notDone')]);
    expect(await ids('date=lt1990')).toEqual([id('others')]);
    expect(await ids(`vaccine-code=${CVX}|140`)).toEqual([id('flu')]);
    expect(await ids('vaccine-code=03,08')).toEqual([id('measles'), id('others')]);
    expect(await ids('vaccine-code=http://snomed.info/sct|140')).toEqual([]);
    expect(await ids(`_id=${given.measles}`)).toEqual([id('measles')]);
    expect(await ids('_id=problem-1')).toEqual([]);
    expect(await ids(`patient=${fixture.otherPatientId}`)).toEqual([id('others')]);
  });

  it('reads one by its id, a voided one too (served as entered-in-error)', async () => {
    expect((await readFhirImmunization(handle.db, given.voided))?.voidReason).toBe('Entered twice');
    expect(await readFhirImmunization(handle.db, 999_999)).toBeUndefined();
  });
});

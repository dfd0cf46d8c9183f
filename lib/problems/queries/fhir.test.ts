import type { Condition } from '@medplum/fhirtypes';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addProblem, importedPatient, searchAll, type ImportedPatient } from '@/lib/fhir/import-testing';
import { r4Errors } from '@/tests/fhir-validator';
import { readFhirProblem } from './fhir';

let handle: DbHandle;
let fixture: ImportedPatient;
let problem: Record<'hypertension' | 'asthma' | 'voided' | 'sentInError' | 'others', number>;

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importedPatient(handle.db);
  const { patientId, otherPatientId, byDoctor, bySystem } = fixture;
  problem = {
    hypertension: await addProblem(handle.db, {
      patientId,
      importId: byDoctor,
      codeSystem: 'http://snomed.info/sct',
      code: '38341003',
      name: 'Hypertension',
      clinicalStatus: 'active',
      verificationStatus: 'confirmed',
      onsetOn: '2019-03-02',
      recordedAt: new Date('2019-03-02T10:15:00Z'),
      recorder: 'Dr. Ana Lima',
    }),
    asthma: await addProblem(handle.db, {
      patientId,
      importId: bySystem,
      codeSystem: 'http://hl7.org/fhir/sid/icd-10',
      code: 'J45',
      name: 'Asthma',
      clinicalStatus: 'resolved',
      onsetOn: '2010-05-01',
      resolvedOn: '2015-06-01',
      note: 'Childhood asthma',
    }),
    voided: await addProblem(handle.db, { patientId, importId: byDoctor, name: 'Migraine', clinicalStatus: 'active', voidedAt: new Date('2026-11-29T08:00:00Z'), voidReason: 'Another patient’s' }),
    sentInError: await addProblem(handle.db, { patientId, importId: byDoctor, name: 'Gout', clinicalStatus: 'inactive', verificationStatus: 'entered-in-error' }),
    others: await addProblem(handle.db, { patientId: otherPatientId, importId: bySystem, name: 'Type 2 diabetes', clinicalStatus: 'active', verificationStatus: 'provisional', onsetOn: '2020-01-10' }),
  };
});
afterAll(() => handle.close());

const ids = async (query: string) => (await searchAll(handle.db, 'Condition', query)).resources.map((one) => one.id);
const id = (key: keyof typeof problem) => `problem-${problem[key]}`;

describe('the problem list through a Condition search', () => {
  it("answers a patient's standing problems beside the clinic's diagnoses, valid R4, each tagged with its import and its patient audited", async () => {
    const found = await searchAll(handle.db, 'Condition', `patient=Patient/${fixture.patientId}`);
    expect(found.resources.map((one) => one.id)).toEqual([id('hypertension'), id('asthma')]);
    expect(found.total).toBe(2);
    expect(found.patients).toEqual([fixture.patientId, fixture.patientId]);
    for (const condition of found.resources) expect(r4Errors(condition)).toEqual([]);
    const [hypertension, asthma] = found.resources as Condition[];
    expect(hypertension).toMatchObject({
      meta: { tag: [{ code: String(fixture.byDoctor), display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      code: { coding: [{ system: 'http://snomed.info/sct', code: '38341003' }], text: 'Hypertension' },
      category: [{ coding: [{ code: 'problem-list-item' }] }],
      onsetDateTime: '2019-03-02',
      recordedDate: '2019-03-02T10:15:00.000Z',
      recorder: { display: 'Dr. Ana Lima' },
    });
    expect(hypertension!.meta!.tag![0]!.system).toMatch(/\/fhir\/CodeSystem\/record-import$/);
    expect(asthma).toMatchObject({
      meta: { tag: [{ display: 'Imported from Lagos HIE on 29 Nov 2026 by Lagos HIE' }] },
      clinicalStatus: { coding: [{ code: 'resolved' }] },
      abatementDateTime: '2015-06-01',
      note: [{ text: 'Childhood asthma' }],
    });
    expect(await ids(`subject=${fixture.otherPatientId}`)).toEqual([id('others')]);
  });

  it('leaves out a voided problem and one sent as entered in error, unless verification-status asks for them', async () => {
    expect(await ids('')).not.toEqual(expect.arrayContaining([id('voided')]));
    expect(await ids('')).not.toEqual(expect.arrayContaining([id('sentInError')]));
    const inError = await searchAll(handle.db, 'Condition', 'verification-status=entered-in-error');
    expect(inError.resources.map((one) => one.id)).toEqual([id('voided'), id('sentInError')]);
    for (const condition of inError.resources as Condition[]) {
      expect(r4Errors(condition)).toEqual([]);
      expect(condition.clinicalStatus).toBeUndefined();
    }
    expect(await ids('verification-status=provisional')).toEqual([id('others')]);
    expect(await ids('verification-status=http://terminology.hl7.org/CodeSystem/condition-ver-status|confirmed')).toEqual([id('hypertension')]);
  });

  it('searches by clinical status, category, code, onset and abatement dates, recorded date and _id', async () => {
    expect(await ids('clinical-status=active')).toEqual([id('hypertension'), id('others')]);
    expect(await ids('clinical-status=resolved,inactive')).toEqual([id('asthma')]);
    expect(await ids('clinical-status=http://elsewhere.example/status|active')).toEqual([]);
    expect(await ids('category=problem-list-item')).toEqual([id('hypertension'), id('asthma'), id('others')]);
    expect(await ids('category=encounter-diagnosis')).toEqual([]);
    expect(await ids('code=http://snomed.info/sct|38341003')).toEqual([id('hypertension')]);
    expect(await ids('code=J45')).toEqual([id('asthma')]);
    expect(await ids('code=http://snomed.info/sct|J45')).toEqual([]);
    expect(await ids('onset-date=ge2019')).toEqual([id('hypertension'), id('others')]);
    expect(await ids('onset-date=2010-05')).toEqual([id('asthma')]);
    expect(await ids('abatement-date=le2016')).toEqual([id('asthma')]);
    expect(await ids('recorded-date=2019-03-02')).toEqual([id('hypertension')]);
    expect(await ids(`_id=${id('asthma')},${id('others')}`)).toEqual([id('asthma'), id('others')]);
    expect(await ids(`_id=${problem.asthma}`)).toEqual([]);
    expect(await ids(`patient=${fixture.patientId}&onset-date=lt2015`)).toEqual([id('asthma')]);
  });

  it("a parameter only the clinic's diagnoses take (encounter) reads no problem", async () => {
    expect(await ids(`encounter=Encounter/1`)).toEqual([]);
  });

  it('reads one by its id, a voided one as entered-in-error; another prefix or no such problem is none', async () => {
    expect((await readFhirProblem(handle.db, id('voided')))?.name).toBe('Migraine');
    expect((await readFhirProblem(handle.db, id('hypertension')))?.source).toEqual({ sourceName: 'St Mary’s Hospital', importedAt: '2026-11-27T23:30:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null });
    expect(await readFhirProblem(handle.db, `dt-${problem.hypertension}`)).toBeUndefined();
    expect(await readFhirProblem(handle.db, String(problem.hypertension))).toBeUndefined();
    expect(await readFhirProblem(handle.db, 'problem-999999')).toBeUndefined();
  });
});

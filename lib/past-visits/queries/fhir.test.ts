import type { Encounter } from '@medplum/fhirtypes';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addPastVisit, importedPatient, searchAll, type ImportedPatient } from '@/lib/fhir/import-testing';
import { r4Errors } from '@/tests/fhir-validator';
import { readFhirPastVisit } from './fhir';

let handle: DbHandle;
let fixture: ImportedPatient;
let visit: Record<'checkup' | 'emergency' | 'inError' | 'odd' | 'others', number>;

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await importedPatient(handle.db);
  const { patientId, otherPatientId, byDoctor, bySystem } = fixture;
  visit = {
    checkup: await addPastVisit(handle.db, {
      patientId,
      importId: byDoctor,
      startedAt: new Date('2023-06-01T08:00:00Z'),
      endedAt: new Date('2023-06-01T08:45:00Z'),
      status: 'finished',
      classCode: 'AMB',
      type: 'General examination of patient (procedure)',
      reason: 'Headache',
      place: 'St Mary’s Hospital',
      practitioner: 'Dr. Ana Lima',
    }),
    // 23:30 UTC on 31 Dec is 1 Jan on the clinic's clock (Lagos, UTC+1).
    emergency: await addPastVisit(handle.db, { patientId, importId: bySystem, startedAt: new Date('2024-12-31T23:30:00Z'), status: 'in-progress', classCode: 'EMER', kind: 'Emergency' }),
    inError: await addPastVisit(handle.db, { patientId, importId: bySystem, startedAt: new Date('2022-02-02T10:00:00Z'), status: 'entered-in-error' }),
    odd: await addPastVisit(handle.db, { patientId, importId: bySystem, startedAt: new Date('2021-03-03T10:00:00Z'), status: 'done' }),
    others: await addPastVisit(handle.db, { patientId: otherPatientId, importId: bySystem, startedAt: new Date('2020-01-01T10:00:00Z'), status: 'finished' }),
  };
});
afterAll(() => handle.close());

const ids = async (query: string) => (await searchAll(handle.db, 'Encounter', query)).resources.map((one) => one.id);
const id = (key: keyof typeof visit) => `elsewhere-${visit[key]}`;

describe('visits elsewhere through an Encounter search, beside the clinic visits', () => {
  it("answers a patient's visits elsewhere as elsewhere-{id}, valid R4, each tagged with its import", async () => {
    const found = await searchAll(handle.db, 'Encounter', `subject=Patient/${fixture.patientId}`);
    expect(found.resources.map((one) => one.id)).toEqual([id('checkup'), id('emergency'), id('odd')]);
    expect(found.total).toBe(3);
    expect(found.patients).toEqual([fixture.patientId, fixture.patientId, fixture.patientId]);
    for (const encounter of found.resources) expect(r4Errors(encounter)).toEqual([]);
    const [checkup, emergency, odd] = found.resources as Encounter[];
    expect(checkup).toMatchObject({
      meta: { tag: [{ code: String(fixture.byDoctor), display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
      type: [{ text: 'General examination of patient (procedure)' }],
      reasonCode: [{ text: 'Headache' }],
      period: { start: '2023-06-01T08:00:00.000Z', end: '2023-06-01T08:45:00.000Z' },
      serviceProvider: { display: 'St Mary’s Hospital' },
      participant: [{ individual: { display: 'Dr. Ana Lima' } }],
    });
    expect(emergency).toMatchObject({ status: 'in-progress', class: { code: 'EMER', display: 'Emergency' } });
    expect(odd.status).toBe('unknown');
  });

  it('leaves out a visit sent as entered in error unless status asks; status reads the served words', async () => {
    expect(await ids('')).not.toContain(id('inError'));
    expect(await ids('status=entered-in-error')).toEqual([id('inError')]);
    expect(await ids('status=finished')).toEqual([id('checkup'), id('others')]);
    expect(await ids('status=unknown')).toEqual([id('odd')]);
    expect(await ids('status=in-progress,planned')).toEqual([id('emergency')]);
  });

  it("searches by the day it began, on the clinic's clock, and by _id", async () => {
    expect(await ids('date=2025-01-01')).toEqual([id('emergency')]);
    expect(await ids('date=2024-12-31')).toEqual([]);
    expect(await ids('date=ge2023&date=lt2024')).toEqual([id('checkup')]);
    expect(await ids(`_id=${id('checkup')},${id('others')}`)).toEqual([id('checkup'), id('others')]);
    expect(await ids(`_id=${visit.checkup}`)).toEqual([]);
  });

  it('searches by the class the record gave, as its v3 ActCode; a visit with no code matches none', async () => {
    expect(await ids('class=EMER')).toEqual([id('emergency')]);
    expect(await ids('class=http://terminology.hl7.org/CodeSystem/v3-ActCode|AMB,EMER')).toEqual([id('checkup'), id('emergency')]);
    expect(await ids('class=http://other.example|AMB')).toEqual([]);
    expect(await ids('class=IMP')).toEqual([]);
  });

  it("a parameter only the clinic's visits take (practitioner) reads no visit elsewhere", async () => {
    expect(await ids('practitioner=Practitioner/1')).toEqual([]);
  });

  it('reads one by elsewhere-{id}; an id of another form is none', async () => {
    expect((await readFhirPastVisit(handle.db, id('odd')))?.status).toBe('done');
    expect(await readFhirPastVisit(handle.db, String(visit.odd))).toBeUndefined();
  });
});

import type { Encounter } from '@medplum/fhirtypes';
import { wardsFixture, type WardsFixture } from '@/lib/admissions/fhir/testing';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { addPastVisit, importedPatient, searchAll } from '@/lib/fhir/import-testing';
import { SEARCHES } from '@/lib/fhir/searches';
import { r4Errors } from '@/tests/fhir-validator';
import { readFhirAdmission } from './fhir';

let handle: DbHandle;
let fixture: WardsFixture;
let elsewhere: Record<'inpatient' | 'outpatient', string>;

beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await wardsFixture(handle.db);
  const imported = await importedPatient(handle.db);
  const visit = (values: Omit<Parameters<typeof addPastVisit>[1], 'patientId' | 'importId'>) => addPastVisit(handle.db, { patientId: imported.patientId, importId: imported.byDoctor, ...values });
  elsewhere = {
    inpatient: `elsewhere-${await visit({ startedAt: new Date('2026-11-21T08:00:00Z'), endedAt: new Date('2026-11-24T08:00:00Z'), status: 'finished', classCode: 'IMP' })}`,
    outpatient: `elsewhere-${await visit({ startedAt: new Date('2026-11-21T12:00:00Z'), status: 'finished', classCode: 'AMB' })}`,
  };
});
afterAll(() => handle.close());

const ids = async (query: string) => (await searchAll(handle.db, 'Encounter', query)).resources.map((one) => one.id);
const admission = (key: keyof WardsFixture['admission']) => `admission-${fixture.admission[key]}`;
const visit = () => String(fixture.visit);

describe('admissions through an Encounter search, beside the clinic visits and the visits elsewhere', () => {
  it('answers every kind together, each admission valid R4 naming its patient for the audit trail', async () => {
    const found = await searchAll(handle.db, 'Encounter');
    expect(found.resources.map((one) => one.id).sort()).toEqual([admission('open'), admission('home'), admission('died'), visit(), elsewhere.inpatient, elsewhere.outpatient].sort());
    expect(found.total).toBe(6);
    for (const encounter of found.resources) expect(r4Errors(encounter)).toEqual([]);
    const admitted = found.resources.filter((one) => one.id!.startsWith('admission-'));
    expect(admitted.map((one) => found.patients[found.resources.indexOf(one)])).toEqual(
      admitted.map((one) => Number((one as Encounter).subject!.reference!.replace('Patient/', ''))),
    );
    const open = found.resources.find((one) => one.id === admission('open')) as Encounter;
    expect(open).toMatchObject({
      status: 'in-progress',
      class: { code: 'IMP' },
      subject: { reference: `Patient/${fixture.patient.ada}` },
      participant: [{ individual: { reference: `Practitioner/${fixture.doctorId}` } }],
      period: { start: '2026-11-20T09:00:00.000Z' },
      reasonCode: [{ text: 'Severe malaria' }],
      location: [
        { location: { reference: `Location/bed-${fixture.bed.icu1}`, display: 'Tulip ICU, Bed 1' }, status: 'completed', period: { start: '2026-11-20T09:00:00.000Z', end: '2026-11-22T14:00:00.000Z' } },
        { location: { reference: `Location/bed-${fixture.bed.a1}`, display: 'Tulip Ward, bed 1' }, status: 'active', period: { start: '2026-11-22T14:00:00.000Z' } },
      ],
    });
    expect(open.hospitalization).toBeUndefined();
    const died = found.resources.find((one) => one.id === admission('died')) as Encounter;
    expect(died).toMatchObject({ status: 'finished', period: { end: '2026-10-12T06:00:00.000Z' }, hospitalization: { dischargeDisposition: { coding: [{ code: 'exp' }], text: 'Died' } } });
  });

  it('searches by class: IMP is the admissions and an inpatient stay elsewhere, AMB the clinic visits and an outpatient visit elsewhere', async () => {
    expect((await ids('class=IMP')).sort()).toEqual([admission('open'), admission('home'), admission('died'), elsewhere.inpatient].sort());
    expect((await ids('class=http://terminology.hl7.org/CodeSystem/v3-ActCode|AMB')).sort()).toEqual([visit(), elsewhere.outpatient].sort());
    expect(await ids('class=http://other.example|IMP')).toEqual([]);
    expect(await ids('class=EMER')).toEqual([]);
  });

  it('searches by status, patient, subject and the admitting doctor (practitioner)', async () => {
    expect(await ids('status=in-progress')).toEqual([admission('open')]);
    expect((await ids('status=finished&class=IMP')).sort()).toEqual([admission('home'), admission('died'), elsewhere.inpatient].sort());
    expect(await ids(`patient=Patient/${fixture.patient.bola}`)).toEqual([admission('home')]);
    expect(await ids(`subject=${fixture.patient.ada}`)).toEqual([admission('open')]);
    expect((await ids(`practitioner=Practitioner/${fixture.doctorId}`)).sort()).toEqual([admission('open'), admission('died')].sort());
    // The doctor of Dayo's visit admitted Bola.
    expect((await ids(`practitioner=${fixture.otherDoctorId}`)).sort()).toEqual([admission('home'), visit()].sort());
  });

  it('searches by location: a bed matches the stays in it, a ward the stays in any of its beds, at any time of the admission', async () => {
    expect((await ids(`location=Location/bed-${fixture.bed.icu1}`)).sort()).toEqual([admission('open'), admission('died')].sort());
    expect(await ids(`location=bed-${fixture.bed.a1}`)).toEqual([admission('open')]);
    expect((await ids(`location=Location/ward-${fixture.ward.a}`)).sort()).toEqual([admission('open'), admission('home')].sort());
    expect(await ids(`location=Location/ward-${fixture.ward.a}&status=finished`)).toEqual([admission('home')]);
    expect(await ids(`location=Location/bed-${fixture.bed.a2}`)).toEqual([]);
    expect(await ids(`location=Location/${fixture.bed.a1}`)).toEqual([]);
  });

  it('searches by date as the days the stay overlaps, on the clinic’s clock', async () => {
    // Bola went home at 23:30 UTC on 5 Nov: 6 Nov in Lagos.
    expect(await ids('date=2026-11-06&class=IMP')).toEqual([admission('home')]);
    expect(await ids('date=2026-11-07&class=IMP')).toEqual([]);
    expect(await ids('date=2026-10&class=IMP')).toEqual([admission('died')]);
    expect(await ids('date=2026-12-25&class=IMP')).toEqual([admission('open')]);
    expect((await ids('date=ge2026-11-06&class=IMP')).sort()).toEqual([admission('open'), admission('home'), elsewhere.inpatient].sort());
    expect((await ids('date=gt2026-11-06&class=IMP')).sort()).toEqual([admission('open'), elsewhere.inpatient].sort());
    expect((await ids('date=le2026-11-01&class=IMP')).sort()).toEqual([admission('home'), admission('died')].sort());
    expect(await ids('date=lt2026-11-01&class=IMP')).toEqual([admission('died')]);
    // The admissions and the clinic's visit on one day: Ada is still in, Dayo came.
    expect((await ids('date=2026-11-21')).sort()).toEqual([admission('open'), visit(), elsewhere.inpatient, elsewhere.outpatient].sort());
  });

  it('searches by _id: admission-{id} alone names an admission', async () => {
    expect(await ids(`_id=${admission('home')}`)).toEqual([admission('home')]);
    expect(await ids(`_id=${fixture.admission.home}`)).toEqual([]);
    expect((await readFhirAdmission(handle.db, admission('open')))?.stays).toHaveLength(2);
    expect(await readFhirAdmission(handle.db, String(fixture.admission.open))).toBeUndefined();
    expect(await readFhirAdmission(handle.db, 'admission-99999999')).toBeUndefined();
  });

  it('pages the three kinds by one keyset: every page after the last key read, none twice, none left out', async () => {
    const plan = SEARCHES.Encounter.plan(handle.db, new Map());
    const whole = (await plan.read({ limit: 100 })).map((row) => plan.toResource(row).id);
    for (const size of [1, 2, 4]) {
      const seen: Array<string | undefined> = [];
      let after: number | undefined;
      for (;;) {
        const rows = await plan.read({ after, limit: size });
        seen.push(...rows.map((row) => plan.toResource(row).id));
        if (rows.length < size) break;
        after = rows[rows.length - 1]!.id;
      }
      expect(seen).toEqual(whole);
    }
    const last = (await plan.read({ limit: 100 })).at(-1)!.id;
    const back = await plan.read({ before: last, limit: 100 });
    expect(back.map((row) => plan.toResource(row).id).reverse()).toEqual(whole.slice(0, -1));
  });
});

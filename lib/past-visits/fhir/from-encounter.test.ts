import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Encounter, Resource } from '@medplum/fhirtypes';
import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { referenceIndex } from '@/lib/record-import/bundle/references';
import { r4Errors } from '@/tests/fhir-validator';
import { readPastVisit } from './from-encounter';

/** Records made elsewhere (tests/fixtures/fhir/README.md). */
const fixture = <T extends Resource>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as T;

const bare = fixture<Encounter>('hl7-encounter-example.json');
const inpatient = fixture<Encounter>('hl7-encounter-f203.json');
const home = fixture<Encounter>('hl7-encounter-home.json');
const emergency = fixture<Encounter>('hl7-encounter-emerg.json');
const checkup = fixture<Encounter>('synthea-encounter-checkup.json');
const newman = fixture<Resource>('synthea-organization-newman.json');
const newmanLocation = fixture<Resource>('synthea-location-newman.json');
const hermiston = fixture<Resource>('synthea-practitioner-hermiston.json');

const bundleOf = (...resources: Resource[]) => referenceIndex(resources.map((resource) => ({ resource, fullUrl: null })));
const empty = bundleOf();

const visit = (encounter: Encounter, ctx = empty) => {
  const mapped = readPastVisit(encounter, ctx);
  if (!mapped.ok) throw new Error(`not kept: ${mapped.reason}`);
  return mapped.row;
};

describe('an Encounter read into the past visits', () => {
  it('reads the examples as published: valid R4', () => {
    for (const encounter of [bare, inpatient, home, emergency, checkup]) expect(r4Errors(encounter)).toEqual([]);
  });

  it('reads Synthea’s check-up: when, the kind in words, type, where (once) and with whom, from the Bundle', () => {
    const row = visit(checkup, bundleOf(newman, newmanLocation, hermiston));
    expect(row).toEqual({
      startedAt: new Date('1989-05-28T03:58:16.000Z'),
      endedAt: new Date('1989-05-28T04:13:16.000Z'),
      status: 'finished',
      classCode: 'AMB',
      kind: 'Outpatient visit',
      type: 'Encounter for check up (procedure)',
      reason: '',
      place: 'NEWMAN MEMORIAL COUNTY HOSPITAL',
      practitioner: 'Dr. Olevia458 Hermiston71',
    });
    // Its references without their displays: named from the Bundle, or by nobody.
    const unnamed: Encounter = {
      ...checkup,
      serviceProvider: { reference: checkup.serviceProvider!.reference },
      location: [{ location: { reference: checkup.location![0].location.reference } }],
      participant: [{ individual: { reference: checkup.participant![0].individual!.reference } }],
    };
    expect(visit(unnamed, bundleOf(newman, newmanLocation, hermiston))).toMatchObject({ place: 'NEWMAN MEMORIAL COUNTY HOSPITAL', practitioner: 'Dr. Olevia458 Hermiston71' });
    expect(visit(unnamed)).toMatchObject({ place: '', practitioner: '' });
  });

  it('reads HL7’s inpatient stay of whole days: each day’s start at the clinic, its reason in words', () => {
    const row = withClinicTimeZone('Africa/Lagos', () => visit(inpatient));
    expect(row).toMatchObject({
      startedAt: new Date('2013-03-10T23:00:00.000Z'),
      endedAt: new Date('2013-03-19T23:00:00.000Z'),
      status: 'finished',
      classCode: 'IMP',
      kind: 'Inpatient stay',
      type: 'Inpatient stay for nine days',
      reason: 'The patient seems to suffer from bilateral pneumonia and renal insufficiency, most likely due to chemotherapy.',
      place: '',
      practitioner: '',
    });
  });

  it('names a class the clinic has no words for by its display, a contained location, and every place once', () => {
    expect(visit(home)).toMatchObject({ classCode: 'HH', kind: 'home health', place: "Client's home", practitioner: 'Dr Adam Careful' });
    expect(visit({ ...home, class: { code: 'VR' } }).kind).toBe('VR');
    expect(visit(emergency)).toMatchObject({
      status: 'in-progress',
      startedAt: new Date('2017-01-31T21:15:00.000Z'),
      endedAt: null,
      kind: 'Inpatient stay',
      place: 'Emergency Waiting Room; Emergency; Ward 1, Room 42, Bed 1',
    });
    expect(visit({ ...emergency, class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'EMER' } }).kind).toBe('Emergency');
    // Codes are looked up as codes, never as properties every object has.
    expect(visit({ ...checkup, status: 'constructor' as 'finished', class: { code: 'toString' } })).toMatchObject({ status: 'constructor', classCode: 'toString', kind: 'toString' });
  });

  it('joins types, and reasons given as words, codes and references', () => {
    const stroke = { resourceType: 'Condition', id: 'stroke', code: { text: 'Stroke' }, subject: { reference: 'Patient/example' } } as Resource;
    const row = visit(
      {
        ...inpatient,
        type: [{ text: 'Admission' }, { coding: [{ system: 'http://snomed.info/sct', code: '183807002', display: 'Inpatient stay for nine days' }] }, { text: 'Admission' }],
        reasonCode: [{ coding: [{ system: 'http://snomed.info/sct', code: '233604007', display: 'Pneumonia' }] }],
        reasonReference: [{ reference: 'Condition/stroke' }, { reference: 'Condition/elsewhere', display: 'Renal insufficiency' }, { reference: 'Condition/unnamed' }],
      },
      bundleOf(stroke),
    );
    expect(row).toMatchObject({ type: 'Admission, Inpatient stay for nine days', reason: 'Pneumonia; Stroke; Renal insufficiency' });
  });

  it('does not keep a visit that did not take place, or one that says no start', () => {
    expect(readPastVisit(bare, empty)).toEqual({ ok: false, reason: 'says no start' });
    expect(readPastVisit({ ...checkup, status: 'planned' }, empty)).toEqual({ ok: false, reason: 'planned, not yet taken place' });
    expect(readPastVisit({ ...checkup, status: 'cancelled' }, empty)).toEqual({ ok: false, reason: 'cancelled' });
    expect(readPastVisit({ ...checkup, status: 'entered-in-error' }, empty)).toEqual({ ok: false, reason: 'entered in error' });
    expect(readPastVisit({ ...checkup, period: { start: 'last spring', end: '1989-05-28' } }, empty)).toEqual({ ok: false, reason: 'says no start' });
  });
});

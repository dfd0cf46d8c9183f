import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Immunization, Resource } from '@medplum/fhirtypes';
import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { referenceIndex } from '@/lib/record-import/bundle/references';
import { r4Errors } from '@/tests/fhir-validator';
import { readImmunization } from './from-immunization';

/** Records made elsewhere (tests/fixtures/fhir/README.md). */
const fixture = <T extends Resource>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as T;

const fluvax = fixture<Immunization>('hl7-immunization-example.json');
const twinrix = fixture<Immunization>('hl7-immunization-protocol.json');
const refused = fixture<Immunization>('hl7-immunization-refused.json');
const historical = fixture<Immunization>('hl7-immunization-historical.json');
const influenza = fixture<Immunization>('synthea-immunization-influenza.json');
const newman = fixture<Resource>('synthea-location-newman.json');

const bundleOf = (...resources: Resource[]) => referenceIndex(resources.map((resource) => ({ resource, fullUrl: null })));
const empty = bundleOf();

const immunization = (resource: Immunization, ctx = empty) => {
  const mapped = readImmunization(resource, ctx);
  if (!mapped.ok) throw new Error(`not kept: ${mapped.reason}`);
  return mapped.row;
};

describe('an Immunization read into the immunization record', () => {
  it('reads the examples as published: valid R4', () => {
    for (const resource of [fluvax, twinrix, refused, historical, influenza]) expect(r4Errors(resource)).toEqual([]);
  });

  it('reads HL7’s example: the vaccine in words with its code, the day alone, lot, site and note', () => {
    expect(immunization(fluvax)).toEqual({
      codeSystem: 'urn:oid:1.2.36.1.2001.1005.17',
      code: 'FLUVAX',
      vaccine: 'Fluvax (Influenza)',
      status: 'completed',
      givenOn: '2013-01-10',
      givenAt: null,
      doseNumber: null,
      lotNumber: 'AAJN11K',
      site: 'left arm',
      performer: null,
      note: 'Notes on adminstration of vaccine',
    });
  });

  it('names who gave it (the administering performer before the one who ordered it), else where', () => {
    const orderedBy = { resourceType: 'Practitioner', id: 'orderer', name: [{ text: 'Dr. Ordering' }] } as Resource;
    const gaveIt = { resourceType: 'Practitioner', id: 'example', name: [{ prefix: ['Nurse'], given: ['Ada'], family: 'Eze' }] } as Resource;
    const performers = [
      { function: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0443', code: 'OP' }] }, actor: { reference: 'Practitioner/orderer' } },
      { function: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0443', code: 'AP' }] }, actor: { reference: 'Practitioner/example' } },
    ];
    expect(immunization({ ...fluvax, performer: performers }, bundleOf(orderedBy, gaveIt)).performer).toBe('Nurse Ada Eze');
    expect(immunization({ ...fluvax, performer: [{ actor: { display: 'Dr. Adam Careful' } }] }).performer).toBe('Dr. Adam Careful');
    const clinic = { resourceType: 'Location', id: '1', name: 'South Wing Clinic' } as Resource;
    expect(immunization(fluvax, bundleOf(clinic)).performer).toBe('South Wing Clinic');
  });

  it('prefers the CVX code and keeps the dose number of the first protocol applied', () => {
    expect(immunization(twinrix)).toMatchObject({ codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '104', vaccine: 'Twinrix (HepA/HepB)', doseNumber: '1', givenOn: '2018-06-18' });
    const both = { ...twinrix, vaccineCode: { coding: [{ system: 'http://snomed.info/sct', code: '871765008' }, { system: 'http://hl7.org/fhir/sid/cvx', code: '104', display: 'Hep A-Hep B' }] } };
    expect(immunization(both)).toMatchObject({ codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '104', vaccine: 'Hep A-Hep B' });
    expect(immunization({ ...twinrix, protocolApplied: [{ doseNumberString: 'Booster' }] }).doseNumber).toBe('Booster');
  });

  it('keeps a vaccine not given, with why', () => {
    expect(immunization(refused)).toMatchObject({ status: 'not-done', vaccine: 'DTP', code: '01', givenOn: '2013-01-10', note: 'Not given: medical precaution' });
  });

  it('reads Synthea’s: the clinic’s day of the instant it was given, the instant, and the place from the Bundle', () => {
    const row = withClinicTimeZone('Africa/Lagos', () => immunization(influenza, bundleOf(newman)));
    // 22:58 in New York on 20 December 1986 was 04:58 on the 21st in Lagos.
    expect(row).toMatchObject({ vaccine: 'Influenza, seasonal, injectable, preservative free', codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '140', givenOn: '1986-12-21' });
    expect(row.givenAt?.toISOString()).toBe('1986-12-21T03:58:16.000Z');
    expect(row.performer).toBe('NEWMAN MEMORIAL COUNTY HOSPITAL');
    const unnamed = { ...influenza, location: { reference: influenza.location!.reference } };
    expect(immunization(unnamed, bundleOf(newman)).performer).toBe('NEWMAN MEMORIAL COUNTY HOSPITAL');
    expect(immunization(unnamed).performer).toBeNull();
    expect(withClinicTimeZone('America/New_York', () => immunization(influenza).givenOn)).toBe('1986-12-20');
  });

  it('takes a partial date as its first day, and a date written as text when it is one', () => {
    expect(immunization({ ...fluvax, occurrenceDateTime: '2013-01' })).toMatchObject({ givenOn: '2013-01-01', givenAt: null });
    expect(immunization({ ...historical, occurrenceString: '2012' })).toMatchObject({ givenOn: '2012-01-01', vaccine: 'Influenza' });
  });

  it('does not keep one entered in error, one given on a day in words, or one without a status or a vaccine', () => {
    expect(readImmunization(historical, empty)).toEqual({ ok: false, reason: 'no date it was given' });
    expect(readImmunization({ ...fluvax, status: 'entered-in-error' }, empty)).toEqual({ ok: false, reason: 'entered in error' });
    expect(readImmunization({ ...fluvax, status: undefined as unknown as 'completed' }, empty)).toEqual({ ok: false, reason: 'no status FHIR knows' });
    expect(readImmunization({ ...fluvax, vaccineCode: { coding: [] } }, empty)).toEqual({ ok: false, reason: 'names no vaccine' });
    expect(readImmunization({ ...fluvax, occurrenceDateTime: undefined }, empty)).toEqual({ ok: false, reason: 'no date it was given' });
  });
});

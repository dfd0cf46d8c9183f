import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Condition, Resource } from '@medplum/fhirtypes';
import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { referenceIndex } from '@/lib/record-import/bundle/references';
import { r4Errors } from '@/tests/fhir-validator';
import { readProblem } from './from-condition';

/** Records made elsewhere (tests/fixtures/fhir/README.md). */
const fixture = <T extends Resource>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as T;

const burntEar = fixture<Condition>('hl7-condition-example.json');
const asthma = fixture<Condition>('hl7-condition-example2.json');
const fever = fixture<Condition>('hl7-condition-f201-fever.json');
const hypertension = fixture<Condition>('synthea-condition-hypertension.json');
const stress = fixture<Condition>('synthea-condition-stress.json');

/** A Bundle of the given resources, as the import resolves references within it. */
const bundleOf = (...resources: Resource[]) => referenceIndex(resources.map((resource) => ({ resource, fullUrl: null })));
const empty = bundleOf();

const problem = (condition: Condition, ctx = empty) => {
  const mapped = readProblem(condition, ctx);
  if (!mapped.ok) throw new Error(`not kept: ${mapped.reason}`);
  return mapped.row;
};

describe('a Condition read into the problem list', () => {
  it('reads the examples as published: valid R4', () => {
    for (const condition of [burntEar, asthma, fever, hypertension, stress]) expect(r4Errors(condition)).toEqual([]);
  });

  it('reads HL7’s example: its words before the display, SNOMED CT code, statuses and the day of onset', () => {
    expect(problem(burntEar)).toEqual({
      codeSystem: 'http://snomed.info/sct',
      code: '39065001',
      name: 'Burnt Ear',
      clinicalStatus: 'active',
      verificationStatus: 'confirmed',
      onsetOn: '2012-05-24',
      resolvedOn: null,
      recordedAt: null,
      note: '',
      recorder: null,
    });
  });

  it('keeps a problem named in words only, and the words of an onset no date can hold in its note', () => {
    expect(problem(asthma)).toMatchObject({ codeSystem: null, code: null, name: 'Asthma', onsetOn: null, note: 'Onset: approximately November 2012' });
  });

  it('takes the display when there is no text, names the recorder from the Bundle, and keeps an end in words', () => {
    const roel = { resourceType: 'Practitioner', id: 'f201', name: [{ use: 'official', text: 'Dokter Bronsig', family: 'Bronsig', given: ['Arend'] }] } as Resource;
    expect(problem(fever, bundleOf(roel))).toMatchObject({
      name: 'Fever',
      code: '386661006',
      clinicalStatus: 'resolved',
      onsetOn: '2013-04-02',
      resolvedOn: null,
      note: 'Resolved: around April 9, 2013',
      recorder: 'Dokter Bronsig',
    });
    // A recorder the Bundle does not hold and that has no display names nobody.
    expect(problem(fever).recorder).toBeNull();
  });

  it('a date alone is recorded at the start of the clinic’s day', () => {
    const recordedAt = withClinicTimeZone('Africa/Lagos', () => problem(fever).recordedAt);
    expect(recordedAt?.toISOString()).toBe('2013-04-03T23:00:00.000Z');
  });

  it('reads Synthea’s conditions: the clinic’s day of an instant, the end of a resolved one, the instant recorded', () => {
    withClinicTimeZone('Africa/Lagos', () => {
      // 23:58 in New York on 31 May 1969 was already 1 June in Lagos.
      expect(problem(hypertension)).toMatchObject({ name: 'Essential hypertension (disorder)', code: '59621000', clinicalStatus: 'active', onsetOn: '1969-06-01' });
      expect(problem(hypertension).recordedAt?.toISOString()).toBe('1969-06-01T03:58:16.000Z');
      expect(problem(stress)).toMatchObject({ name: 'Stress (finding)', clinicalStatus: 'resolved', onsetOn: '1969-06-01', resolvedOn: '1970-09-13' });
    });
    withClinicTimeZone('America/New_York', () => expect(problem(hypertension).onsetOn).toBe('1969-05-31'));
  });

  it('prefers SNOMED CT, then ICD-10 (a national edition counts), else the first coding', () => {
    const coded = (...coding: Array<{ system: string; code: string; display?: string }>) => problem({ ...burntEar, code: { coding } });
    const icd = { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10', display: 'Essential (primary) hypertension' };
    const snomed = { system: 'http://snomed.info/sct', code: '59621000' };
    const local = { system: 'urn:oid:1.2.3', code: 'HT', display: 'Hypertension' };
    expect(coded(local, icd, snomed)).toMatchObject({ codeSystem: 'http://snomed.info/sct', code: '59621000', name: 'Hypertension' });
    expect(coded(local, icd)).toMatchObject({ codeSystem: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10', name: 'Essential (primary) hypertension' });
    expect(coded(local)).toMatchObject({ codeSystem: 'urn:oid:1.2.3', code: 'HT' });
    // A code without a word is its own name.
    expect(coded(snomed).name).toBe('59621000');
  });

  it('partial dates stand for their first day; a period gives its start and end', () => {
    expect(problem({ ...asthma, onsetString: '2010' }).onsetOn).toBe('2010-01-01');
    expect(problem({ ...asthma, onsetString: '2010-05' })).toMatchObject({ onsetOn: '2010-05-01', note: '' });
    expect(problem({ ...burntEar, onsetDateTime: '2010-05' }).onsetOn).toBe('2010-05-01');
    const period = { ...burntEar, onsetDateTime: undefined, onsetPeriod: { start: '2001-02' }, abatementPeriod: { start: '2003', end: '2004-06-30' } };
    expect(problem(period)).toMatchObject({ onsetOn: '2001-02-01', resolvedOn: '2004-06-30' });
    expect(problem({ ...burntEar, onsetDateTime: '2010-02-30' }).onsetOn).toBeNull();
  });

  it('without a clinical status: active, unless it says when it ended', () => {
    const unsaid = { ...burntEar, clinicalStatus: undefined };
    expect(problem(unsaid).clinicalStatus).toBe('active');
    expect(problem({ ...unsaid, abatementDateTime: '2013-01-02' })).toMatchObject({ clinicalStatus: 'resolved', resolvedOn: '2013-01-02' });
    expect(problem({ ...unsaid, abatementString: 'last winter' })).toMatchObject({ clinicalStatus: 'resolved', note: 'Resolved: last winter' });
  });

  it('keeps any category and a refuted problem, with the notes joined', () => {
    const refuted = {
      ...burntEar,
      category: [{ coding: [{ system: 'http://snomed.info/sct', code: '439401001' }] }],
      verificationStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'refuted' }] },
      note: [{ text: 'Seen in clinic.' }, { text: ' ' }, { text: 'Not a burn after all.' }],
    };
    expect(problem(refuted)).toMatchObject({ verificationStatus: 'refuted', note: 'Seen in clinic.\nNot a burn after all.' });
  });

  it('does not keep one entered in error, or one that names nothing', () => {
    const error = { ...burntEar, clinicalStatus: undefined, verificationStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'entered-in-error' }] } };
    expect(readProblem(error, empty)).toEqual({ ok: false, reason: 'entered in error' });
    expect(readProblem({ ...burntEar, code: undefined }, empty)).toEqual({ ok: false, reason: 'names no problem' });
    expect(readProblem({ ...burntEar, code: { coding: [{ system: 'http://snomed.info/sct' }] } }, empty)).toEqual({ ok: false, reason: 'names no problem' });
  });
});

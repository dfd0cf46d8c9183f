import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Medication, MedicationRequest, MedicationStatement, Resource } from '@medplum/fhirtypes';
import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { referenceIndex } from '@/lib/record-import/bundle/references';
import { r4Errors } from '@/tests/fhir-validator';
import { readMedication } from './from-medication';

/** Records made elsewhere (tests/fixtures/fhir/README.md). */
const fixture = <T extends Resource>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as T;

const tylenol = fixture<MedicationStatement>('hl7-medicationstatement-example1.json');
const mistaken = fixture<MedicationStatement>('hl7-medicationstatement-example5.json');
const oxycodone = fixture<MedicationRequest>('hl7-medicationrequest0301.json');
const azithromycin = fixture<MedicationRequest>('hl7-medicationrequest0302.json');
const lisinopril = fixture<MedicationRequest>('synthea-medicationrequest-lisinopril.json');
const tacrolimus = fixture<MedicationRequest>('synthea-medicationrequest-tacrolimus.json');
const hypertension = fixture<Resource>('synthea-condition-hypertension.json');
const hermiston = fixture<Resource>('synthea-practitioner-hermiston.json');

const bundleOf = (...resources: Resource[]) => referenceIndex(resources.map((resource) => ({ resource, fullUrl: null })));
const empty = bundleOf();

const history = (resource: MedicationStatement | MedicationRequest, ctx = empty) => {
  const mapped = readMedication(resource, ctx);
  if (!mapped.ok) throw new Error(`not kept: ${mapped.reason}`);
  return mapped.row;
};

describe('a MedicationStatement or MedicationRequest read into the medication history', () => {
  it('reads the examples as published: valid R4', () => {
    for (const resource of [tylenol, mistaken, oxycodone, azithromycin, lisinopril, tacrolimus]) expect(r4Errors(resource)).toEqual([]);
  });

  it('reads HL7’s statement: its contained Medication, the dose as written, dates, its note, and no prescriber in the patient', () => {
    expect(history(tylenol)).toEqual({
      codeSystem: 'http://hl7.org/fhir/sid/ndc',
      code: '50580-506-02',
      name: 'Tylenol PM',
      dosage: '1-2 tablets once daily at bedtime as needed for restless legs',
      status: 'active',
      kind: 'statement',
      startedOn: '2015-01-23',
      endedOn: null,
      recordedOn: '2015-02-22',
      // Donald Duck, the patient himself, told of it.
      prescriber: null,
      reason: 'Restless Legs',
      note: 'Patient indicates they miss the occasional dose',
    });
  });

  it('reads HL7’s request: the contained Medication’s SNOMED CT code, the prescription’s validity, the requester, its note', () => {
    expect(history(oxycodone)).toEqual({
      codeSystem: 'http://snomed.info/sct',
      code: '430127000',
      name: 'Oral Form Oxycodone (product)',
      dosage: 'one to two tablets every 4-6 hours as needed for rib pain',
      status: 'completed',
      kind: 'request',
      startedOn: '2015-01-15',
      endedOn: '2016-01-15',
      recordedOn: '2015-01-15',
      prescriber: 'Patrick Pump',
      reason: 'Rib Pain (finding)',
      note: 'Patient told to take with food',
    });
    expect(history(azithromycin)).toMatchObject({ name: 'Azithromycin 250mg capsule (product)', dosage: 'Two tablets at once; One tablet daily for 4 days', status: 'active' });
  });

  it('reads Synthea’s requests: the RxNorm code, the dose built in words, the prescriber and reason found in the Bundle', () => {
    const row = withClinicTimeZone('Africa/Lagos', () => history(lisinopril, bundleOf(hypertension, hermiston)));
    expect(row).toEqual({
      codeSystem: 'http://www.nlm.nih.gov/research/umls/rxnorm',
      code: '314076',
      name: 'lisinopril 10 MG Oral Tablet',
      dosage: '1, once a day',
      status: 'stopped',
      kind: 'request',
      startedOn: null,
      endedOn: null,
      // Written at 23:58 in New York on 27 May 1989: the 28th at the clinic.
      recordedOn: '1989-05-28',
      prescriber: 'Dr. Olevia458 Hermiston71',
      reason: 'Essential hypertension (disorder)',
      note: '',
    });
    // Without their displays, the names come from the resources the Bundle holds, or are not known.
    const bare = { ...lisinopril, requester: { reference: lisinopril.requester!.reference }, reasonReference: [{ reference: lisinopril.reasonReference![0].reference }] };
    expect(history(bare, bundleOf(hypertension, hermiston))).toMatchObject({ prescriber: 'Dr. Olevia458 Hermiston71', reason: 'Essential hypertension (disorder)' });
    expect(history(bare)).toMatchObject({ prescriber: null, reason: null });
    expect(history(tacrolimus)).toMatchObject({ dosage: 'Take as needed.', status: 'active', reason: 'History of renal transplant (situation)' });
  });

  it('resolves a Medication elsewhere in the Bundle, preferring its RxNorm code; one named by its ingredients alone', () => {
    const medication: Medication = {
      resourceType: 'Medication',
      id: 'amlo',
      code: { coding: [{ system: 'http://snomed.info/sct', code: '386864001', display: 'Amlodipine' }, { system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '197361', display: 'amlodipine 5 MG Oral Tablet' }] },
    };
    const request = { ...lisinopril, medicationCodeableConcept: undefined, medicationReference: { reference: 'Medication/amlo' } };
    expect(history(request, bundleOf(medication))).toMatchObject({ codeSystem: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '197361', name: 'amlodipine 5 MG Oral Tablet' });
    // Not in the Bundle: its display, or no medicine at all.
    expect(history({ ...request, medicationReference: { reference: 'Medication/amlo', display: 'Amlodipine 5 mg' } })).toMatchObject({ name: 'Amlodipine 5 mg', code: null });
    expect(readMedication(request, empty)).toEqual({ ok: false, reason: 'names no medicine' });
    const compounded = { ...tylenol, contained: [{ ...tylenol.contained![0], code: undefined } as Medication] };
    expect(history(compounded)).toMatchObject({ name: 'Acetaminophen 500 MG + Diphenhydramine Hydrochloride 25 mg', codeSystem: null, code: null });
  });

  it('takes a statement’s period, and a clinician who told of it as its prescriber', () => {
    const period = { ...tylenol, effectiveDateTime: undefined, effectivePeriod: { start: '2014-03', end: '2014-06-30' } };
    expect(history(period)).toMatchObject({ startedOn: '2014-03-01', endedOn: '2014-06-30' });
    expect(history({ ...tylenol, informationSource: { reference: 'Practitioner/f007', display: 'Patrick Pump' } }).prescriber).toBe('Patrick Pump');
    expect(history({ ...tylenol, informationSource: { reference: 'RelatedPerson/peter', display: 'Peter Chalmers' } }).prescriber).toBeNull();
    expect(history({ ...tylenol, status: undefined as unknown as 'active' }).status).toBe('unknown');
  });

  it('does not keep one entered in error', () => {
    expect(readMedication(mistaken, empty)).toEqual({ ok: false, reason: 'entered in error' });
    expect(readMedication({ ...oxycodone, status: 'entered-in-error' }, empty)).toEqual({ ok: false, reason: 'entered in error' });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dosage, MedicationRequest, MedicationStatement, Resource } from '@medplum/fhirtypes';
import { dosageWords, dosagesWords } from './dosage-words';

/** Records made elsewhere (tests/fixtures/fhir/README.md). */
const fixture = <T extends Resource>(name: string): T => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as T;

const untold = (dosage: Dosage): Dosage => ({ ...dosage, text: undefined });

describe('a dosage in words', () => {
  it('is its text when the system wrote one', () => {
    const oxycodone = fixture<MedicationRequest>('hl7-medicationrequest0301.json');
    expect(dosageWords(oxycodone.dosageInstruction![0])).toBe('one to two tablets every 4-6 hours as needed for rib pain');
  });

  it('is built from HL7’s dosages when they have no text: dose or range, route, how often, when needed', () => {
    const oxycodone = fixture<MedicationRequest>('hl7-medicationrequest0301.json');
    expect(dosageWords(untold(oxycodone.dosageInstruction![0]))).toBe('1–2 TAB, Oral Route, every 4–6 hours, as needed for Rib Pain (finding)');
    const tylenol = fixture<MedicationStatement>('hl7-medicationstatement-example1.json');
    expect(dosageWords(untold(tylenol.dosage![0]))).toBe('1–2 TAB, Oral Route, once a day, as needed for Restless Legs');
    const azithromycin = fixture<MedicationRequest>('hl7-medicationrequest0302.json');
    expect(dosageWords(untold(azithromycin.dosageInstruction![1]))).toBe('1 TAB, Oral Route, 4 times a day');
  });

  it('reads Synthea’s dose without a unit and its daily timing', () => {
    const lisinopril = fixture<MedicationRequest>('synthea-medicationrequest-lisinopril.json');
    expect(dosageWords(lisinopril.dosageInstruction![0])).toBe('1, once a day');
  });

  it('says every period and frequency R4 allows in words', () => {
    const timed = (repeat: NonNullable<Dosage['timing']>['repeat']) => dosageWords({ timing: { repeat } });
    expect(timed({ frequency: 2, period: 1, periodUnit: 'd' })).toBe('twice a day');
    expect(timed({ frequency: 1, period: 1, periodUnit: 'h' })).toBe('once an hour');
    expect(timed({ frequency: 2, period: 3, periodUnit: 'd' })).toBe('twice every 3 days');
    expect(timed({ frequency: 1, frequencyMax: 2, period: 1, periodUnit: 'wk' })).toBe('1–2 times a week');
    expect(timed({ period: 8, periodUnit: 'h' })).toBe('every 8 hours');
    expect(timed({ frequency: 3, period: 1, periodUnit: 'd', boundsDuration: { value: 5, unit: 'days', code: 'd' } })).toBe('3 times a day for 5 days');
    // A repeat without a period, or with a unit R4 does not have, says nothing of how often.
    expect(timed({ frequency: 3 })).toBeNull();
    expect(timed({ frequency: 1, period: 1, periodUnit: 'fortnight' as 'd' })).toBeNull();
  });

  it('names a timing by its code, and says as needed', () => {
    expect(dosageWords({ timing: { code: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation', code: 'BID' }] } }, asNeededBoolean: true })).toBe('BID, as needed');
    expect(dosageWords({ timing: { code: { text: 'Twice daily', coding: [{ code: 'BID' }] } } })).toBe('Twice daily');
    expect(dosageWords({ asNeededBoolean: false })).toBeNull();
  });

  it('joins every dosage in order, and is empty when none says anything', () => {
    const azithromycin = fixture<MedicationRequest>('hl7-medicationrequest0302.json');
    expect(dosagesWords(azithromycin.dosageInstruction)).toBe('Two tablets at once; One tablet daily for 4 days');
    expect(dosagesWords([{ sequence: 1 }])).toBe('');
    expect(dosagesWords(undefined)).toBe('');
  });
});

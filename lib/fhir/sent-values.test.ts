import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { CVX, ICD_10, SNOMED_CT, conceptWords, dayOf, instantOf, listOf, notesOf, preferredCoding, readCode, readDateTime, wordsOfResource } from './sent-values';

describe('values as another system sent them', () => {
  it('keeps the coding of the most preferred system that has a code', () => {
    const concept = {
      coding: [
        { system: 'urn:oid:1.2.3', code: 'X' },
        { system: SNOMED_CT, display: 'no code' },
        { system: `${ICD_10}-cm`, code: 'I10' },
        { system: CVX, code: '140' },
      ],
    };
    expect(preferredCoding(concept, [SNOMED_CT, ICD_10])?.code).toBe('I10');
    expect(preferredCoding(concept, [CVX, SNOMED_CT])?.code).toBe('140');
    expect(preferredCoding(concept, [SNOMED_CT])?.code).toBe('X');
    // "icd-100" is no edition of ICD-10.
    expect(preferredCoding({ coding: [{ system: `${ICD_10}0`, code: 'Z' }, { system: 'urn:x', code: 'Y' }] }, [ICD_10])?.code).toBe('Z');
    expect(preferredCoding({ coding: [{ system: SNOMED_CT }] }, [SNOMED_CT])).toBeNull();
    expect(preferredCoding(undefined, [SNOMED_CT])).toBeNull();
  });

  it('names a concept by its text, the kept coding’s display, any display, then its code', () => {
    const snomed = { system: SNOMED_CT, code: '59621000', display: 'Essential hypertension' };
    const local = { system: 'urn:x', code: 'HT', display: 'High blood pressure' };
    expect(readCode({ text: ' Hypertension ', coding: [snomed] }, [SNOMED_CT])).toEqual({ name: 'Hypertension', codeSystem: SNOMED_CT, code: '59621000' });
    expect(readCode({ coding: [local, snomed] }, [SNOMED_CT]).name).toBe('Essential hypertension');
    expect(readCode({ coding: [{ system: SNOMED_CT, code: '1' }, { display: 'Words only' }] }, [SNOMED_CT])).toEqual({ name: 'Words only', codeSystem: SNOMED_CT, code: '1' });
    expect(readCode({ coding: [{ code: '42' }] }, [])).toEqual({ name: '42', codeSystem: null, code: '42' });
    expect(readCode({ text: '  ' }, [])).toEqual({ name: null, codeSystem: null, code: null });
    expect(conceptWords({ coding: [{ code: 'X' }] })).toBeNull();
  });

  it('reads a date as its day, a partial date as its first day, and refuses what is no date', () => {
    expect(readDateTime('2010')).toEqual({ day: '2010-01-01', instant: null });
    expect(readDateTime('2010-05')).toEqual({ day: '2010-05-01', instant: null });
    expect(readDateTime('2010-05-24')).toEqual({ day: '2010-05-24', instant: null });
    for (const words of ['approximately November 2012', '2010-13', '2011-02-29', '24/05/2010', '', '2010-05-24T', 12]) expect(readDateTime(words)).toBeNull();
    expect(readDateTime('2012-02-29')?.day).toBe('2012-02-29');
  });

  it('reads a time with its offset as the instant, on the clinic’s calendar', () => {
    const late = '2014-08-19T23:16:46-04:00';
    expect(withClinicTimeZone('Africa/Lagos', () => readDateTime(late))).toEqual({ day: '2014-08-20', instant: new Date('2014-08-20T03:16:46.000Z') });
    expect(withClinicTimeZone('America/New_York', () => dayOf(late))).toBe('2014-08-19');
    expect(readDateTime('2015-02-07T13:28:17.239+02:00')?.instant?.toISOString()).toBe('2015-02-07T11:28:17.239Z');
    expect(readDateTime('2015-02-07T13:28Z')?.instant?.toISOString()).toBe('2015-02-07T13:28:00.000Z');
  });

  it('reads a time without an offset as the clinic’s wall clock, and a date as the start of the clinic’s day', () => {
    withClinicTimeZone('Africa/Lagos', () => {
      expect(readDateTime('2026-03-01T09:30:00')).toEqual({ day: '2026-03-01', instant: new Date('2026-03-01T08:30:00.000Z') });
      expect(instantOf('2026-03-01')?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
      expect(instantOf('2026')?.toISOString()).toBe('2025-12-31T23:00:00.000Z');
      expect(instantOf('2026-03-01T09:30:00Z')?.toISOString()).toBe('2026-03-01T09:30:00.000Z');
      expect(instantOf(undefined)).toBeNull();
    });
  });

  it('joins notes a line each and lists words once', () => {
    expect(notesOf([{ text: 'First.' }, { text: '  ' }, { text: ' Second. ' }])).toBe('First.\nSecond.');
    expect(notesOf(undefined)).toBe('');
    expect(listOf(['Ward 1', null, ' Ward 1 ', 'Ward 2', undefined, ''], '; ')).toBe('Ward 1; Ward 2');
    expect(listOf([null, ''])).toBeNull();
  });

  it('says what a referenced resource is about by its code', () => {
    expect(wordsOfResource({ resourceType: 'Condition', subject: { reference: 'Patient/1' }, code: { text: 'Stroke' } })).toBe('Stroke');
    expect(wordsOfResource({ resourceType: 'Organization', name: 'BMC' })).toBeNull();
    expect(wordsOfResource(null)).toBeNull();
  });
});

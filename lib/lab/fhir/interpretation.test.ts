import { RESULT_FLAGS } from '@/lib/lab/rules/states';
import { flagOfInterpretation, interpretationOf, INTERPRETATION_SYSTEM } from './interpretation';

describe('a result’s flag as HL7’s interpretation', () => {
  it('serves each flag as its v3 code and reads it back', () => {
    expect(RESULT_FLAGS.map((flag) => interpretationOf(flag).coding![0]!.code)).toEqual(['N', 'L', 'H', 'LL', 'HH', 'A', 'AA']);
    for (const flag of RESULT_FLAGS) expect(flagOfInterpretation([interpretationOf(flag)])).toBe(flag);
  });

  it('reads v2’s table 0078 as older senders code it, and nothing of a local code or of none', () => {
    expect(flagOfInterpretation([{ coding: [{ system: 'http://hl7.org/fhir/v2/0078', code: 'L' }] }])).toBe('low');
    expect(flagOfInterpretation([{ coding: [{ system: INTERPRETATION_SYSTEM, code: 'POS' }] }])).toBe('abnormal');
    expect(flagOfInterpretation([{ coding: [{ system: 'http://acme.org/flags', code: 'H' }] }])).toBeNull();
    expect(flagOfInterpretation([{ text: 'High' }])).toBeNull();
    expect(flagOfInterpretation(undefined)).toBeNull();
  });
});

import { tokenCode } from './token';

const SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';

describe('a token read against the one system it may name', () => {
  it('takes the code alone, after an empty system, or after its own system', () => {
    expect([tokenCode('active', SYSTEM), tokenCode('|active', SYSTEM), tokenCode(`${SYSTEM}|active`, SYSTEM), tokenCode(' active ', SYSTEM)]).toEqual(['active', 'active', 'active', 'active']);
  });

  it('names nothing under another system', () => {
    expect(tokenCode('http://snomed.info/sct|active', SYSTEM)).toBeNull();
  });
});

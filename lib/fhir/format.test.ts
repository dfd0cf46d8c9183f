import { checkFormat } from './format';
import { FhirError } from './outcome';

const refusal = (query: string, accept: string | null) => {
  try {
    checkFormat(new URL(`http://localhost/fhir/Patient${query}`), accept);
    return null;
  } catch (error) {
    return error instanceof FhirError ? error.status : error;
  }
};

describe('the answer is FHIR JSON or nothing', () => {
  it('serves JSON for no Accept, a FHIR or JSON Accept, a browser’s, and _format=json in its names', () => {
    for (const accept of [null, '', 'application/fhir+json', 'application/json', 'application/json+fhir', '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8', 'application/fhir+json; fhirVersion=4.0']) {
      expect(refusal('', accept)).toBeNull();
    }
    for (const format of ['json', 'application/json', 'application/fhir+json', 'application/fhir+json;fhirVersion=4.0']) {
      expect(refusal(`?_format=${encodeURIComponent(format)}`, null)).toBeNull();
    }
  });

  it('answers 406 to XML, Turtle or HTML asked for, by Accept or by _format (which wins over Accept)', () => {
    expect(refusal('', 'application/fhir+xml')).toBe(406);
    expect(refusal('', 'text/html')).toBe(406);
    expect(refusal('', 'application/fhir+json;q=0')).toBe(406);
    expect(refusal('?_format=xml', null)).toBe(406);
    expect(refusal('?_format=ttl', 'application/fhir+json')).toBe(406);
    expect(refusal('?_format=json', 'application/fhir+xml')).toBeNull();
  });
});

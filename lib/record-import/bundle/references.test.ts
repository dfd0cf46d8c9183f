import type { Condition, Resource } from '@medplum/fhirtypes';
import { referenceIndex } from './references';

// References as systems write them, resolved within the Bundle; what the Bundle lacks named by its display.

const organization: Resource = { resourceType: 'Organization', id: 'org-1', identifier: [{ system: 'https://hx.example/orgs', value: 'HX' }], name: 'Hospital X' };
const practitioner: Resource = { resourceType: 'Practitioner', id: 'pr-1', name: [{ prefix: ['Dr.'], given: ['Musa'], family: 'Bello' }] };
const patient: Resource = { resourceType: 'Patient', id: 'p-1' };
const context = referenceIndex([
  { resource: organization, fullUrl: 'urn:uuid:7c1b0f4e-0000-4000-8000-000000000001' },
  { resource: practitioner, fullUrl: 'https://hx.example/fhir/Practitioner/pr-1' },
  { resource: patient, fullUrl: null },
]);

describe('references within an imported Bundle', () => {
  it('resolves urn:uuid, relative, absolute and conditional references', () => {
    expect(context.resolve({ reference: 'urn:uuid:7c1b0f4e-0000-4000-8000-000000000001' })).toBe(organization);
    expect(context.resolve({ reference: 'Patient/p-1' })).toBe(patient);
    expect(context.resolve({ reference: 'Practitioner/pr-1' })).toBe(practitioner);
    expect(context.resolve({ reference: 'https://elsewhere.example/fhir/Practitioner/pr-1/_history/3' })).toBe(practitioner);
    expect(context.resolve({ reference: 'Organization?identifier=https://hx.example/orgs|HX' })).toBe(organization);
    expect(context.resolve({ reference: 'Organization?identifier=HX' })).toBe(organization);
    expect(context.resolve({ reference: 'Organization?identifier=https://hx.example/orgs|OTHER' })).toBeNull();
  });

  it('reads a contained resource of the one that refers to it, and nothing of another', () => {
    const condition = { resourceType: 'Condition', contained: [{ resourceType: 'Practitioner', id: 'asserter', name: [{ text: 'Nurse Ada' }] }], subject: {} } as unknown as Condition;
    expect(context.nameOf({ reference: '#asserter' }, condition)).toBe('Nurse Ada');
    expect(context.resolve({ reference: '#asserter' })).toBeNull();
    expect(context.resolve({ reference: '#asserter' }, { ...condition, contained: 'not a list' } as unknown as Condition)).toBeNull();
  });

  it('names what it holds by its name, and what it lacks by the reference’s display', () => {
    expect(context.nameOf({ reference: 'Practitioner/pr-1' })).toBe('Dr. Musa Bello');
    expect(context.nameOf({ reference: 'Organization?identifier=HX' })).toBe('Hospital X');
    expect(context.nameOf({ reference: 'Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|999', display: 'Dr. Jane Roe' })).toBe('Dr. Jane Roe');
    expect(context.nameOf({ display: '  ' })).toBeNull();
    expect(context.nameOf(undefined)).toBeNull();
    expect(context.nameOf('Practitioner/pr-1' as never)).toBeNull();
  });
});

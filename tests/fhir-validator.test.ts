import type { Bundle, Observation, Patient } from '@medplum/fhirtypes';
import { r4Errors } from './fhir-validator';

// Every FHIR test asserts that what the app emits has no R4 error: these show that the validator finds one when
// there is one, in a resource, in a bundle's entries and against a core profile, whatever it has indexed before.

const VITAL_SIGNS = 'http://hl7.org/fhir/StructureDefinition/vitalsigns';

const heartRate: Observation = {
  resourceType: 'Observation',
  status: 'final',
  category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }] }],
  code: { coding: [{ system: 'http://loinc.org', code: '8867-4', display: 'Heart rate' }] },
  subject: { reference: 'Patient/1' },
  effectiveDateTime: '2026-11-30T09:00:00+01:00',
  valueQuantity: { value: 72, unit: 'beats/minute', system: 'http://unitsofmeasure.org', code: '/min' },
};

describe('the offline R4 validator', () => {
  it('accepts a valid patient and refuses a birth date not written as R4 writes dates', () => {
    const patient: Patient = { resourceType: 'Patient', name: [{ family: 'Okafor', given: ['Ada'] }], gender: 'female', birthDate: '1980-04-12' };
    expect(r4Errors(patient)).toEqual([]);
    expect(r4Errors({ ...patient, birthDate: '12/04/1980' }).join('\n')).toMatch(/birthDate/);
  });

  it("finds an error in a bundle's entry, a resource type met first inside the bundle", () => {
    const bundle = (observation: Partial<Observation>): Bundle => ({ resourceType: 'Bundle', type: 'searchset', entry: [{ resource: observation as Observation }] });
    expect(r4Errors(bundle(heartRate))).toEqual([]);
    expect(r4Errors(bundle({ ...heartRate, status: undefined })).join('\n')).toMatch(/status/i);
  });

  it('checks a core profile: the vital signs need their category', () => {
    expect(r4Errors(heartRate, VITAL_SIGNS)).toEqual([]);
    expect(r4Errors({ ...heartRate, category: undefined }, VITAL_SIGNS)).not.toEqual([]);
  });

  it('says so for a resource type R4 does not have', () => {
    expect(r4Errors({ resourceType: 'Spaceship' } as unknown as Patient)).not.toEqual([]);
  });
});

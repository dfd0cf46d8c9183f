import fc from 'fast-check';
import { FhirError } from '@/lib/fhir/outcome';
import { FUZZ_RUNS, FUZZ_SEED, hostileJson, hostileShortString } from '@/tests/fuzz/arbitraries';
import { bundleSchema } from './bundle-input';
import { readResultsBundle } from './read-bundle';

const observation = (code: string) => ({ resourceType: 'Observation', status: 'final', code: { coding: [{ system: 'http://loinc.org', code }] }, valueQuantity: { value: 7.2, code: 'g/dL' } });
const post = (fullUrl: string, resource: Record<string, unknown>) => ({ fullUrl, resource, request: { method: 'POST', url: resource.resourceType } });
const bundle = (...entry: unknown[]) => bundleSchema.parse({ resourceType: 'Bundle', type: 'transaction', entry });
const report = (results: string[], changes: Record<string, unknown> = {}) => ({ resourceType: 'DiagnosticReport', status: 'final', code: {}, basedOn: [{ reference: 'ServiceRequest/57' }], result: results.map((reference) => ({ reference })), ...changes });

const refusal = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (error instanceof FhirError) return `${error.status} ${error.message}`;
    throw error;
  }
  return 'read';
};

describe('a laboratory’s transaction Bundle, read before anything is written', () => {
  it('reads each report with its ServiceRequest, its results by fullUrl, its specimen and the lab’s flags', () => {
    const sent = readResultsBundle(
      bundle(
        post('urn:uuid:s', { resourceType: 'Specimen', accessionIdentifier: { value: 'ACC-1' }, collection: { collectedDateTime: '2026-11-30T09:00:00+01:00' } }),
        post('urn:uuid:r', report(['urn:uuid:o'])),
        post('urn:uuid:o', { ...observation('718-7'), interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'L' }] }] }),
      ),
    );
    expect(sent.reports).toEqual([
      expect.objectContaining({ entry: 1, serviceRequestId: 57, final: true, collectedAt: '2026-11-30T09:00:00+01:00', accession: 'ACC-1', specimenEntry: 0, results: [expect.objectContaining({ entry: 2, loincCodes: ['718-7'], labFlag: 'low', label: 'Observation urn:uuid:o (LOINC 718-7)' })] }),
    ]);
    expect(sent.entries.map((one) => one.type)).toEqual(['Specimen', 'DiagnosticReport', 'Observation']);
    // A preliminary result keeps the report from being released.
    expect(readResultsBundle(bundle(post('urn:uuid:r', report(['urn:uuid:o'])), post('urn:uuid:o', { ...observation('718-7'), status: 'preliminary' }))).reports[0]!.final).toBe(false);
  });

  it('names the entry it refuses', () => {
    expect(refusal(() => readResultsBundle(bundle(post('urn:uuid:r', report(['urn:uuid:o'], { basedOn: [{ reference: 'Task/1' }] })), post('urn:uuid:o', observation('718-7')))))).toBe(
      '422 DiagnosticReport urn:uuid:r: basedOn must name the one ServiceRequest of this server it reports on (ServiceRequest/{id}).',
    );
    expect(refusal(() => readResultsBundle(bundle(post('urn:uuid:r', report(['urn:uuid:o'])), post('urn:uuid:o', { ...observation('718-7'), status: 'cancelled' }))))).toBe(
      '422 Observation urn:uuid:o (LOINC 718-7): a result with status cancelled is not kept.',
    );
    expect(refusal(() => readResultsBundle(bundle(post('urn:uuid:r', report(['urn:uuid:o'])), post('urn:uuid:o', { ...observation('718-7'), valueQuantity: { value: 'high' } }))))).toBe(
      '400 Bundle.entry[1].resource.valueQuantity.value: valueQuantity.value must be a number.',
    );
    expect(refusal(() => readResultsBundle(bundle(post('urn:uuid:r', report(['urn:uuid:o'])), post('urn:uuid:o', observation('718-7')), post('urn:uuid:o', observation('718-7')))))).toBe(
      '400 Bundle.entry[2].fullUrl urn:uuid:o is used by another entry.',
    );
    expect(refusal(() => readResultsBundle(bundle(post('urn:uuid:r', report(['urn:uuid:o'])), post('urn:uuid:r2', report(['urn:uuid:o'])), post('urn:uuid:o', observation('718-7')))))).toBe(
      '422 Bundle.entry[2]: an Observation is the result of one report, not of two.',
    );
  });

  it('answers any Bundle it is sent with a reading or a refusal, never a failure of its own', () => {
    const entry = fc.record(
      {
        fullUrl: fc.oneof(fc.constant('urn:uuid:o'), fc.constant('urn:uuid:r'), hostileShortString),
        resource: fc.oneof(hostileJson, fc.constant(report(['urn:uuid:o'])), fc.constant(observation('718-7')), fc.record({ resourceType: fc.constantFrom('DiagnosticReport', 'Observation', 'Specimen'), status: hostileJson, basedOn: hostileJson, result: hostileJson, code: hostileJson, collection: hostileJson })),
        request: fc.oneof(fc.constant({ method: 'POST', url: 'Observation' }), fc.constant({ method: 'POST', url: 'DiagnosticReport' }), fc.record({ method: hostileShortString, url: hostileShortString })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const parsed = bundleSchema.safeParse({ resourceType: 'Bundle', type: 'transaction', entry: entries });
        if (!parsed.success) return;
        refusal(() => readResultsBundle(parsed.data));
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS },
    );
  });
});

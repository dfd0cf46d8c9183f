import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as searchMedicationRequests } from './MedicationRequest/route';
import { GET as searchObservations } from './Observation/route';
import { GET as searchPatients } from './Patient/route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

withFhirServer();

const bundleOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as Bundle;
};
const entries = (bundle: Bundle, mode: 'match' | 'include' | 'outcome') => (bundle.entry ?? []).filter((entry) => entry.search?.mode === mode).map((entry) => entry.resource!);
const references = (resources: Array<{ subject?: { reference?: string } }>) => new Set(resources.map((resource) => resource.subject!.reference!));

describe('_include and _revinclude', () => {
  it('_include=MedicationRequest:patient brings each matched medicine’s patient once', async () => {
    const bundle = await bundleOf(await searchMedicationRequests(new Request('http://localhost/fhir/MedicationRequest?_count=15&_include=MedicationRequest:patient'), undefined));
    const matches = entries(bundle, 'match') as Array<{ subject?: { reference?: string } }>;
    expect(matches.length).toBeGreaterThan(0);
    const included = entries(bundle, 'include');
    expect(included.every((resource) => resource.resourceType === 'Patient')).toBe(true);
    expect(new Set(included.map((patient) => `Patient/${patient.id}`))).toEqual(references(matches));
    expect(included).toHaveLength(references(matches).size);
    expect(r4Errors(bundle)).toEqual([]);
    // The page links keep it: the next page includes its own patients.
    expect(bundle.link!.find((one) => one.relation === 'self')!.url).toContain('_include=MedicationRequest%3Apatient');
  });

  it('_revinclude=Observation:patient on Patient brings the matched patients’ observations, and only theirs', async () => {
    const bundle = await bundleOf(await searchPatients(new Request('http://localhost/fhir/Patient?_count=3&_revinclude=Observation:patient'), undefined));
    const patients = entries(bundle, 'match').map((patient) => `Patient/${patient.id}`);
    const observations = entries(bundle, 'include') as Array<{ resourceType: string; subject?: { reference?: string } }>;
    expect(observations.length).toBeGreaterThan(0);
    expect(observations.every((resource) => resource.resourceType === 'Observation')).toBe(true);
    expect([...references(observations)].every((reference) => patients.includes(reference))).toBe(true);
    // Every observation of those patients, as their own search finds them.
    const own = await bundleOf(await searchObservations(new Request(`http://localhost/fhir/Observation?patient=${patients.join(',')}&_count=200`), undefined));
    expect(observations.map((resource) => (resource as { id?: string }).id).sort()).toEqual(entries(own, 'match').map((resource) => resource.id).sort());
    expect(r4Errors(bundle)).toEqual([]);
  });

  it('ignores what it does not include and says so; under strict handling refuses it', async () => {
    const bundle = await bundleOf(await searchPatients(new Request('http://localhost/fhir/Patient?_count=1&_include=Patient:general-practitioner&_revinclude=Provenance:target'), undefined));
    const outcome = entries(bundle, 'outcome')[0] as OperationOutcome;
    expect(outcome.issue.map((issue) => issue.details?.text)).toEqual([
      '_include=Patient:general-practitioner is not supported here and was ignored; this search includes nothing.',
      expect.stringContaining('_revinclude=Provenance:target is not supported here and was ignored; a Patient search reverse-includes AllergyIntolerance:patient'),
    ]);
    const strict = await searchObservations(new Request('http://localhost/fhir/Observation?_revinclude=Observation:patient'), undefined);
    expect(strict.status).toBe(200);
    const refused = await searchObservations(new Request('http://localhost/fhir/Observation?_revinclude=Observation:patient', { headers: { Prefer: 'handling=strict' } }), undefined);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as OperationOutcome).issue[0]!.details?.text).toBe('_revinclude=Observation:patient is not supported here; only a Patient search reverse-includes.');
  });
});

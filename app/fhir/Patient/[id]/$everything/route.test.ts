import type { Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { auditEvents, observations } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem } from '@/tests/smart-client';
import { GET as searchAllergies } from '../../../AllergyIntolerance/route';
import { GET as searchAppointments } from '../../../Appointment/route';
import { GET as searchConditions } from '../../../Condition/route';
import { GET as searchReports } from '../../../DiagnosticReport/route';
import { GET as searchDocuments } from '../../../DocumentReference/route';
import { GET as searchEncounters } from '../../../Encounter/route';
import { GET as searchImmunizations } from '../../../Immunization/route';
import { GET as searchMedicationRequests } from '../../../MedicationRequest/route';
import { GET as searchMedicationStatements } from '../../../MedicationStatement/route';
import { GET as searchObservations } from '../../../Observation/route';
import { GET as searchServiceRequests } from '../../../ServiceRequest/route';
import { GET as searchSpecimens } from '../../../Specimen/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const everything = (id: string, query = '', headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/fhir/Patient/${id}/$everything${query}`, { headers }), { params: Promise.resolve({ id }) });
const follow = (url: string, headers: Record<string, string> = {}) => {
  const id = /Patient\/(\d+)\/\$everything/.exec(url)![1]!;
  return GET(new Request(url, { headers }), { params: Promise.resolve({ id }) });
};
const link = (bundle: Bundle, relation: string) => bundle.link?.find((one) => one.relation === relation)?.url;
const keys = (bundle: Bundle) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => `${entry.resource!.resourceType}/${entry.resource!.id}`);

/** Every page of a search, followed by its next links: the keys of its matches. */
async function allOf(search: (request: Request, context: undefined) => Promise<Response>, query: string): Promise<string[]> {
  const found: string[] = [];
  let url: string | undefined = `http://localhost/fhir/X?${query}&_count=200`;
  while (url) {
    const bundle = (await (await search(new Request(url), undefined)).json()) as Bundle;
    found.push(...keys(bundle));
    url = link(bundle, 'next');
  }
  return found;
}

/** The patient of the seeded data with the most observations: the richest record. */
async function richestPatient(): Promise<number> {
  const [row] = await handle.db
    .select({ patientId: observations.patientId, n: count() })
    .from(observations)
    .groupBy(observations.patientId)
    .orderBy(sql`count(*) desc`, observations.patientId)
    .limit(1);
  return row!.patientId;
}

describe('GET /fhir/Patient/{id}/$everything', () => {
  it('pages through the whole record once: the patient, then each of its types as their own searches find them', async () => {
    const id = String(await richestPatient());
    const expected = [
      `Patient/${id}`,
      ...(await allOf(searchAllergies, `patient=${id}`)),
      ...(await allOf(searchConditions, `patient=${id}`)),
      ...(await allOf(searchObservations, `patient=${id}`)),
      ...(await allOf(searchReports, `patient=${id}`)),
      ...(await allOf(searchDocuments, `patient=${id}`)),
      ...(await allOf(searchMedicationRequests, `patient=${id}`)),
      ...(await allOf(searchMedicationStatements, `patient=${id}`)),
      ...(await allOf(searchImmunizations, `patient=${id}`)),
      ...(await allOf(searchAppointments, `patient=${id}`)),
      ...(await allOf(searchEncounters, `patient=${id}`)),
      ...(await allOf(searchServiceRequests, `patient=${id}`)),
      ...(await allOf(searchSpecimens, `patient=${id}`)),
    ];
    expect(expected.length).toBeGreaterThan(7);
    const seen: string[] = [];
    let bundle = (await (await everything(id, '?_count=7')).json()) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: expected.length });
    expect(r4Errors(bundle)).toEqual([]);
    seen.push(...keys(bundle));
    for (let next = link(bundle, 'next'); next; next = link(bundle, 'next')) {
      bundle = (await (await follow(next)).json()) as Bundle;
      expect(keys(bundle).length).toBeLessThanOrEqual(7);
      seen.push(...keys(bundle));
    }
    expect(seen).toEqual(expected);
  });

  it('returns only the types asked for with _type, and one audit line per request', async () => {
    const id = String(await richestPatient());
    const before = (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.last;
    const bundle = (await (await everything(id, '?_type=Observation&_count=200')).json()) as Bundle;
    const types = new Set(keys(bundle).map((key) => key.split('/')[0]));
    expect([...types].sort()).toEqual(['Observation', 'Patient']);
    const lines = await handle.db.select({ patientId: auditEvents.patientId, detail: auditEvents.detail }).from(auditEvents).where(and(gt(auditEvents.id, before), eq(auditEvents.action, 'view')));
    expect(lines).toEqual([{ patientId: Number(id), detail: `through FHIR: GET /fhir/Patient/${id}/$everything` }]);
  });

  it('answers 404 for a patient it does not hold, and 400 for a page link moved to another patient', async () => {
    expect((await everything('99999999')).status).toBe(404);
    expect((await everything('abc')).status).toBe(404);
    const id = String(await richestPatient());
    const next = link((await (await everything(id, '?_count=2')).json()) as Bundle, 'next')!;
    const other = id === '1' ? '2' : '1';
    const moved = next.replace(`Patient/${id}/`, `Patient/${other}/`);
    expect(moved).not.toBe(next);
    const refused = await follow(moved);
    expect(refused.status).toBe(400);
    expect(r4Errors((await refused.json()) as OperationOutcome)).toEqual([]);
  });

  it('leaves out what a system’s token does not allow, and says so', async () => {
    const system = await registerTestSystem(handle.db, { scopes: 'system/Patient.rs system/Observation.rs' });
    const token = await accessToken(system, 'system/Patient.rs system/Observation.rs');
    const reader = signedIn.current;
    signedIn.current = null;
    try {
      const id = String(await richestPatient());
      const bundle = (await (await everything(id, '?_count=200', { Authorization: `Bearer ${token}` })).json()) as Bundle;
      expect(new Set(keys(bundle).map((key) => key.split('/')[0]))).toEqual(new Set(['Patient', 'Observation']));
      const outcome = bundle.entry!.find((entry) => entry.search?.mode === 'outcome')!.resource as OperationOutcome;
      expect(outcome.issue.map((issue) => issue.details?.text)).toContain('MedicationRequest is left out: this token does not allow it (system/MedicationRequest.s).');
    } finally {
      signedIn.current = reader;
    }
  });
});

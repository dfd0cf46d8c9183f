import type { Bundle } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();
const download = (id: string) => GET(new Request(`http://localhost/doctor/patients/${id}/fhir-record`), { params: Promise.resolve({ id }) });

describe('GET /doctor/patients/{id}/fhir-record', () => {
  it('gives the whole record as one valid R4 Bundle, named by the patient number, and writes an export line', async () => {
    const response = await download('1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/fhir+json; charset=utf-8');
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')![1]!;
    expect(fileName).toMatch(/^P-\d{6}-record\.fhir\.json$/);
    const bundle = (await response.json()) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry![0]!.resource).toMatchObject({ resourceType: 'Patient', id: '1' });
    expect(new Set(bundle.entry!.map((entry) => entry.resource!.resourceType)).size).toBeGreaterThan(3);
    expect(r4Errors(bundle)).toEqual([]);
    const lines = await handle.db.select({ action: auditEvents.action, detail: auditEvents.detail }).from(auditEvents).where(and(eq(auditEvents.patientId, 1), eq(auditEvents.action, 'export')));
    expect(lines).toContainEqual({ action: 'export', detail: `FHIR record ${fileName}, ${bundle.entry!.length} resources` });
  });

  it('answers 404 for a patient it does not hold and 401 signed out', async () => {
    expect((await download('99999999')).status).toBe(404);
    expect((await download('x')).status).toBe(404);
    const reader = signedIn.current;
    signedIn.current = null;
    try {
      expect((await download('1')).status).toBe(401);
    } finally {
      signedIn.current = reader;
    }
  });
});

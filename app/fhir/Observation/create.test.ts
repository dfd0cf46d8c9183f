import type { Observation, OperationOutcome } from '@medplum/fhirtypes';
import { and, count, eq } from 'drizzle-orm';
import { auditEvents, observations } from '@/lib/db/schema';
import { fhirCreate, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem, type TestSystem } from '@/tests/smart-client';
import { GET as readOne } from './[id]/route';
import { POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();


let writer: string;
let system: TestSystem;
beforeAll(async () => {
  system = await registerTestSystem(handle.db, { scopes: 'system/Observation.cruds system/Patient.rs', name: 'Ward monitor' });
  writer = await accessToken(system, 'system/Observation.crs');
});

const send = fhirCreate(POST, 'Observation', () => writer);
const rowsOf = async (patientId: number) => (await handle.db.select({ n: count() }).from(observations).where(eq(observations.patientId, patientId)))[0]!.n;

const weight = (value: number, code: string, at = '2026-03-14T09:30:00+01:00') => ({
  resourceType: 'Observation',
  status: 'final',
  category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }] }],
  code: { coding: [{ system: 'http://loinc.org', code: '29463-7', display: 'Body weight' }] },
  subject: { reference: 'Patient/2' },
  effectiveDateTime: at,
  valueQuantity: { value, unit: code, system: 'http://unitsofmeasure.org', code },
});

describe('POST /fhir/Observation', () => {
  it('stores a measurement in the app’s unit, answers 201 with its address and the stored resource, and audits it under the system', async () => {
    const before = await rowsOf(2);
    const response = await send(weight(185, '[lb_av]'));
    expect(response.status).toBe(201);
    const created = (await response.json()) as Observation;
    expect(response.headers.get('Location')).toBe(`http://localhost:3000/fhir/Observation/${created.id}`);
    expect(created).toMatchObject({ status: 'final', subject: { reference: 'Patient/2' }, valueQuantity: { value: 83.9, code: 'kg' }, effectiveDateTime: '2026-03-14T08:30:00.000Z' });
    expect(r4Errors(created)).toEqual([]);
    expect(await rowsOf(2)).toBe(before + 1);
    const [row] = await handle.db.select().from(observations).where(eq(observations.id, Number(created.id)));
    expect(row).toMatchObject({ measure: 'weight', value: 83.9, source: 'connected-system', sourceId: system.id, recordedById: null });
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'create'), eq(auditEvents.patientId, 2), eq(auditEvents.actorEmail, 'Ward monitor (connected system)')));
    expect(line).toMatchObject({ entity: 'patient', detail: `Observation ${created.id} (Weight) through FHIR` });
    // And it reads back as any measurement does.
    const read = await readOne(new Request(`http://localhost/fhir/Observation/${created.id}`, { headers: { Authorization: `Bearer ${writer}` } }), { params: Promise.resolve({ id: created.id! }) });
    expect(((await read.json()) as Observation).valueQuantity?.value).toBe(83.9);
  });

  it('converts the units the issue names, and takes back what it serves: a blood pressure panel read from the server', async () => {
    const height = await send({ ...weight(70, '[in_i]'), code: { coding: [{ system: 'http://loinc.org', code: '8302-2' }] } });
    expect(((await height.json()) as Observation).valueQuantity).toMatchObject({ value: 177.8, code: 'cm' });
    const fever = await send({ ...weight(101.3, '[degF]'), code: { coding: [{ system: 'http://loinc.org', code: '8310-5' }] } });
    expect(((await fever.json()) as Observation).valueQuantity).toMatchObject({ value: 38.5, code: 'Cel' });

    const [bp] = await handle.db.select({ id: observations.id }).from(observations).where(eq(observations.measure, 'blood-pressure')).limit(1);
    const served = (await (await readOne(new Request(`http://localhost/fhir/Observation/${bp!.id}`, { headers: { Authorization: `Bearer ${writer}` } }), { params: Promise.resolve({ id: String(bp!.id) }) })).json()) as Observation;
    const again = await send({ ...served, id: undefined });
    expect(again.status).toBe(201);
    const stored = (await again.json()) as Observation;
    expect(stored.id).not.toBe(served.id);
    expect(stored.component).toEqual(served.component);
    expect(stored.effectiveDateTime).toBe(served.effectiveDateTime);
  });

  it('refuses with 422, naming it, what the clinic does not keep, and stores nothing', async () => {
    const before = await rowsOf(2);
    const cases: Array<[unknown, string]> = [
      [{ ...weight(80, 'kg'), code: { coding: [{ system: 'http://loinc.org', code: '39156-5' }] } }, 'does not keep the measurement http://loinc.org|39156-5'],
      [weight(80, '[stone_av]'), 'The unit [stone_av] is not one the clinic keeps for Weight: send kg, g, [lb_av]'],
      [weight(900, 'kg'), 'Weight must be between 1 and 500 kg'],
      [{ ...weight(80, 'kg'), status: 'preliminary' }, 'status preliminary is not kept'],
      // HL7's R4 body-weight example is dated to the day alone; the clinic records the time of a measurement.
      [weight(185, '[lb_av]', '2016-03-28'), 'effectiveDateTime must be a date with a time'],
      [weight(80, 'kg', '2099-01-01T09:00:00Z'), 'is in the future'],
      [{ ...weight(80, 'kg'), subject: { reference: 'Patient/99999999' } }, 'subject Patient/99999999 is not a patient of this clinic'],
      [
        { ...weight(80, 'kg'), code: { coding: [{ system: 'http://loinc.org', code: '85354-9' }] }, valueQuantity: undefined, component: [{ code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] }, valueQuantity: { value: 80, code: 'mm[Hg]' } }, { code: { coding: [{ system: 'http://loinc.org', code: '8462-4' }] }, valueQuantity: { value: 120, code: 'mm[Hg]' } }] },
        'The diastolic value (120 mmHg) must be below the systolic (80 mmHg)',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect({ message, status: response.status }).toEqual({ message, status: 422 });
      const outcome = (await response.json()) as OperationOutcome;
      expect(outcome.issue[0]).toMatchObject({ code: 'business-rule', details: { text: expect.stringContaining(message) } });
      expect(r4Errors(outcome)).toEqual([]);
    }
    expect(await rowsOf(2)).toBe(before);
  });

  it('answers 400 for a body that is not an Observation, 415 for another media type, 413 past 5 MB', async () => {
    expect((await send('{not json')).status).toBe(400);
    const wrong = await send({ resourceType: 'Patient' });
    expect(wrong.status).toBe(400);
    expect(await outcomeText(wrong)).toBe('resourceType: The body must be an Observation.');
    expect((await send({ ...weight(80, 'kg'), subject: undefined })).status).toBe(400);
    expect((await send(weight(80, 'kg'), { 'Content-Type': 'application/xml' })).status).toBe(415);
    expect((await send(JSON.stringify({ ...weight(80, 'kg'), note: [{ text: 'x'.repeat(5 * 1024 * 1024) }] }))).status).toBe(413);
  });

  it('needs a create scope: a token without one, and a doctor’s session, are refused with 403', async () => {
    const reader = await accessToken(system, 'system/Observation.rs');
    const refused = await send(weight(80, 'kg'), { Authorization: `Bearer ${reader}` });
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/Observation.c');
    signedIn.current = { sessionId: 's', doctor: { id: 1, email: 'doctor@example.com' } as never };
    try {
      const session = await POST(new Request('http://localhost/fhir/Observation', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: JSON.stringify(weight(80, 'kg')) }), undefined);
      expect(session.status).toBe(403);
    } finally {
      signedIn.current = null;
    }
  });
});

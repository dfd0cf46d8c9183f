import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationOutcome, ServiceRequest } from '@medplum/fhirtypes';
import { and, count, eq, ne } from 'drizzle-orm';
import { appointments, auditEvents, labOrders, labOrderTests } from '@/lib/db/schema';
import { fhirCreate, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem, type TestSystem } from '@/tests/smart-client';
import { POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

/** US Core's laboratory order for a full blood count (tests/fixtures/fhir/README.md). */
const usCoreCbc = JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir/us-core-servicerequest-cbc.json'), 'utf8')) as ServiceRequest;

let writer: string;
let system: TestSystem;
beforeAll(async () => {
  system = await registerTestSystem(handle.db, { scopes: 'system/ServiceRequest.crs system/Patient.rs', name: 'Ward order system' });
  writer = await accessToken(system, 'system/ServiceRequest.crs');
});

const send = fhirCreate(POST, 'ServiceRequest', () => writer);
const orders = async () => (await handle.db.select({ n: count() }).from(labOrders))[0]!.n;
/** US Core's request for our patient 2, without its visit. */
const forPatient = (changes: Partial<ServiceRequest> = {}): ServiceRequest => ({ ...usCoreCbc, encounter: undefined, subject: { reference: 'Patient/2' }, ...changes });
const fullBloodCount = { coding: [{ system: 'http://loinc.org', code: '57021-8' }], text: 'FBC' };

describe('POST /fhir/ServiceRequest', () => {
  it('refuses US Core’s CBC as it is (a test the catalogue codes otherwise) with a 422 naming the code, and places nothing', async () => {
    const before = await orders();
    const response = await send(forPatient());
    expect(response.status).toBe(422);
    const outcome = (await response.json()) as OperationOutcome;
    expect(r4Errors(outcome)).toEqual([]);
    expect(outcome.issue[0]).toMatchObject({ code: 'business-rule', details: { text: expect.stringContaining('LOINC 58410-2 is not a test the laboratory runs') } });
    expect(await orders()).toBe(before);
  });

  it('places an order for a catalogue test by its LOINC code, as the system, on the Lab screen’s To collect, with its audit line', async () => {
    const response = await send(forPatient({ code: fullBloodCount, priority: 'asap', note: [{ text: 'pale, tired' }, { text: 'on iron' }] }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as ServiceRequest;
    expect(r4Errors(created)).toEqual([]);
    expect(response.headers.get('Location')).toBe(`http://localhost:3000/fhir/ServiceRequest/${created.id}`);
    const [ordered] = await handle.db.select().from(labOrderTests).innerJoin(labOrders, eq(labOrders.id, labOrderTests.orderId)).where(eq(labOrderTests.id, Number(created.id)));
    expect(ordered!.lab_orders).toMatchObject({ patientId: 2, status: 'ordered', priority: 'urgent', note: 'pale, tired\non iron', orderedById: null, orderedBySystemId: system.id });
    const number = `LAB-${String(ordered!.lab_orders.number).padStart(6, '0')}`;
    expect(created).toMatchObject({
      status: 'active',
      intent: 'order',
      priority: 'urgent',
      identifier: [{ value: number }],
      code: { coding: [{ code: '57021-8' }], text: 'Full blood count' },
      subject: { reference: 'Patient/2' },
      requester: { display: 'Ward order system (connected system)' },
    });
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'lab-order'), eq(auditEvents.entityId, String(ordered!.lab_orders.id))));
    expect(line).toMatchObject({ action: 'create', patientId: 2, actorId: null, actorEmail: 'Ward order system (connected system)', detail: `${number} ordered through FHIR: Full blood count, Urgent` });
  });

  it('takes the visit the order was made at, and refuses another patient’s visit', async () => {
    const [own] = await handle.db.select({ id: appointments.id, patientId: appointments.patientId }).from(appointments).limit(1);
    const placed = await send(forPatient({ code: fullBloodCount, subject: { reference: `Patient/${own!.patientId}` }, encounter: { reference: `Encounter/${own!.id}` } }));
    expect(placed.status).toBe(201);
    const [order] = await handle.db.select({ appointmentId: labOrders.appointmentId }).from(labOrders).innerJoin(labOrderTests, eq(labOrderTests.orderId, labOrders.id)).where(eq(labOrderTests.id, Number(((await placed.json()) as ServiceRequest).id)));
    expect(order!.appointmentId).toBe(own!.id);
    const [other] = await handle.db.select({ id: appointments.id }).from(appointments).where(ne(appointments.patientId, own!.patientId)).limit(1);
    const refused = await send(forPatient({ code: fullBloodCount, subject: { reference: `Patient/${own!.patientId}` }, encounter: { reference: `Encounter/${other!.id}` } }));
    expect(refused.status).toBe(422);
    expect(await outcomeText(refused)).toBe(`encounter Encounter/${other!.id} is not a visit of this patient.`);
  });

  it('refuses with 422, naming it, what is no order of one catalogue test for a patient of the clinic', async () => {
    const before = await orders();
    const cases: Array<[ServiceRequest, string]> = [
      [forPatient({ code: fullBloodCount, intent: 'proposal' }), 'intent proposal is not an order'],
      [forPatient({ code: fullBloodCount, status: 'draft' }), 'status draft orders nothing'],
      [forPatient({ code: { coding: [...fullBloodCount.coding, { system: 'http://loinc.org', code: '76772-3' }] } }), 'send one ServiceRequest for each test'],
      [forPatient({ code: { text: 'FBC' } }), 'code must name the test by its LOINC code'],
      // MCHC is reported within a full blood count, never run alone.
      [forPatient({ code: { coding: [{ system: 'http://loinc.org', code: '786-4' }] } }), 'LOINC 786-4 is not a test the laboratory runs on its own'],
      [forPatient({ code: fullBloodCount, subject: { reference: 'Patient/99999999' } }), 'subject Patient/99999999 is not a patient of this clinic'],
      [forPatient({ code: fullBloodCount, priority: 'whenever' as ServiceRequest['priority'] }), 'priority whenever is not one of routine, urgent, asap, stat'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect({ message, status: response.status }).toEqual({ message, status: 422 });
      expect(await outcomeText(response)).toContain(message);
    }
    expect(await orders()).toBe(before);
    expect((await send({ resourceType: 'Observation' })).status).toBe(400);
  });

  it('needs the create scope: a reading token and a doctor’s session are refused with 403', async () => {
    const reader = await accessToken(system, 'system/ServiceRequest.rs');
    const refused = await send(forPatient({ code: fullBloodCount }), { Authorization: `Bearer ${reader}` });
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/ServiceRequest.c');
    signedIn.current = { sessionId: 's', doctor: { id: 1, email: 'doctor@example.com' } as never };
    try {
      const session = await POST(new Request('http://localhost/fhir/ServiceRequest', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: JSON.stringify(forPatient({ code: fullBloodCount })) }), undefined);
      expect(session.status).toBe(403);
    } finally {
      signedIn.current = null;
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationOutcome, Patient } from '@medplum/fhirtypes';
import { and, count, eq } from 'drizzle-orm';
import { auditEvents, patients } from '@/lib/db/schema';
import { fhirCreate, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { signedIn } from '@/tests/signed-in';
import { accessToken, registerTestSystem, type TestSystem } from '@/tests/smart-client';
import { POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

/** Records made elsewhere (tests/fixtures/fhir/README.md). */
const fixture = (name: string): Patient => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as Patient;

let writer: string;
let system: TestSystem;
beforeAll(async () => {
  system = await registerTestSystem(handle.db, { scopes: 'system/Patient.crs', name: 'National registry' });
  writer = await accessToken(system, 'system/Patient.crs');
});

const send = fhirCreate(POST, 'Patient', () => writer);
const patientCount = async () => (await handle.db.select({ n: count() }).from(patients))[0]!.n;

const newborn = (given: string, overrides: Partial<Patient> = {}): Patient => ({
  resourceType: 'Patient',
  name: [{ use: 'official', family: 'Eze', given: [given] }],
  gender: 'female',
  birthDate: '2026-11-02',
  telecom: [{ system: 'phone', value: '0803 555 7781', use: 'mobile' }],
  ...overrides,
});

describe('POST /fhir/Patient', () => {
  it('registers a patient as the desk does: 201 with its address, a new patient number, the phone in international form, audited under the system', async () => {
    const before = await patientCount();
    const response = await send(newborn('Chiamaka', { address: [{ use: 'home', line: ['14 Allen Avenue'], city: 'Ikeja', state: 'Lagos', postalCode: '100271' }] }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as Patient;
    expect(response.headers.get('Location')).toBe(`http://localhost:3000/fhir/Patient/${created.id}`);
    expect(r4Errors(created)).toEqual([]);
    expect(created).toMatchObject({
      name: [{ family: 'Eze', given: ['Chiamaka'], text: 'Chiamaka Eze' }],
      gender: 'female',
      birthDate: '2026-11-02',
      telecom: [{ system: 'phone', value: '+2348035557781' }],
      address: [{ line: ['14 Allen Avenue, Ikeja'], state: 'Lagos', postalCode: '100271' }],
    });
    expect(created.identifier![0]!.value).toMatch(/^P-\d{6}$/);
    expect(await patientCount()).toBe(before + 1);
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'create'), eq(auditEvents.patientId, Number(created.id))));
    expect(line).toMatchObject({ entity: 'patient', actorId: null, actorEmail: 'National registry (connected system)', detail: 'Patient registered through FHIR' });
  });

  it("reads records made elsewhere: HL7's R4 example and a Synthea patient, their foreign phones kept as sent (not guessed Nigerian)", async () => {
    const hl7 = await send({ ...fixture('hl7-patient-example.json'), id: undefined });
    expect(hl7.status).toBe(201);
    const peter = (await hl7.json()) as Patient;
    expect(r4Errors(peter)).toEqual([]);
    // The official name, the mobile number, the next of kin marked N, the address's line and city.
    expect(peter).toMatchObject({ name: [{ family: 'Chalmers', given: ['Peter James'] }], gender: 'male', birthDate: '1974-12-25' });
    expect(peter.telecom).toEqual([{ system: 'phone', value: '(03) 3410 5613', use: 'mobile' }]);
    expect(peter.contact![0]).toMatchObject({ name: { text: 'Bénédicte du Marché' }, telecom: [{ system: 'phone', value: '+33237998327' }] });
    expect(peter.address![0]).toMatchObject({ line: ['534 Erewhon St, PleasantVille'], state: 'Vic', postalCode: '3999' });

    const synthea = await send(fixture('synthea-patient.json'));
    expect(synthea.status).toBe(201);
    const barbara = (await synthea.json()) as Patient;
    expect(r4Errors(barbara)).toEqual([]);
    expect(barbara).toMatchObject({ name: [{ family: 'Ochoa950', given: ['Barbara209 Leonor133'] }], gender: 'female', birthDate: '1970-09-09' });
    const [row] = await handle.db.select({ phone: patients.phone }).from(patients).where(eq(patients.id, Number(barbara.id)));
    expect(row!.phone).toBe('555-403-6377');
  });

  it('refuses a likely duplicate with 409 naming the registered patient by id and number, creates nothing, and audits what it showed', async () => {
    const [existing] = await handle.db.select().from(patients).where(eq(patients.id, 3));
    const before = await patientCount();
    const response = await send({
      resourceType: 'Patient',
      name: [{ family: existing!.lastName, given: [existing!.firstName] }],
      gender: existing!.gender,
      birthDate: existing!.dateOfBirth,
    });
    expect(response.status).toBe(409);
    const outcome = (await response.json()) as OperationOutcome;
    expect(outcome.issue[0]!.code).toBe('duplicate');
    expect(outcome.issue[0]!.details!.text).toContain(`Patient/3 (P-${String(existing!.patientNumber).padStart(6, '0')})`);
    expect(r4Errors(outcome)).toEqual([]);
    expect(await patientCount()).toBe(before);
    const shown = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'view'), eq(auditEvents.patientId, 3), eq(auditEvents.actorEmail, 'National registry (connected system)')));
    expect(shown.length).toBeGreaterThan(0);
  });

  it('honours If-None-Exist: one match is answered 200 and nothing is created; none creates; several are 412; criteria it does not search by are 400', async () => {
    const before = await patientCount();
    const found = await send(newborn('Adaeze'), { 'If-None-Exist': 'identifier=P-000001' });
    expect(found.status).toBe(200);
    expect(((await found.json()) as Patient).id).toBe('1');
    expect(await patientCount()).toBe(before);

    // Another phone: the first test's newborn has this one, and a shared phone is a likely duplicate.
    const none = await send(newborn('Adaeze', { telecom: [{ system: 'phone', value: '0805 555 3120' }] }), { 'If-None-Exist': 'identifier=P-999999' });
    expect(none.status).toBe(201);
    expect(await patientCount()).toBe(before + 1);

    const several = await send(newborn('Ngozi'), { 'If-None-Exist': 'gender=female' });
    expect(several.status).toBe(412);
    const unknown = await send(newborn('Ngozi'), { 'If-None-Exist': 'eye-colour=brown' });
    expect(unknown.status).toBe(400);
    expect(await outcomeText(unknown)).toContain('eye-colour');
    expect(await patientCount()).toBe(before + 1);
  });

  it('refuses with 422, naming the element, what the clinic cannot register, and stores nothing', async () => {
    const before = await patientCount();
    const cases: Array<[Patient, string]> = [
      [newborn('Ifeoma', { gender: 'unknown' }), 'gender unknown is not kept'],
      [newborn('Ifeoma', { gender: undefined }), 'gender is required'],
      [newborn('Ifeoma', { name: [{ given: ['Ifeoma'] }] }), 'name.family: Last name is required'],
      [newborn('Ifeoma', { name: [] }), 'name.given: First name is required'],
      [newborn('Ifeoma', { birthDate: '1980' }), 'birthDate: Date of birth is required'],
      [newborn('Ifeoma', { birthDate: '2099-01-01' }), 'birthDate: Date of birth cannot be in the future'],
      [newborn('Ifeoma', { telecom: [{ system: 'email', value: 'not-an-email' }] }), 'telecom (email): Enter an email address'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect({ message, status: response.status }).toEqual({ message, status: 422 });
      expect(await outcomeText(response)).toContain(message);
    }
    expect(await patientCount()).toBe(before);
  });

  it('answers 400 for a body that is not a Patient, and needs a create scope: a reading token and a doctor’s session get 403', async () => {
    const wrong = await send({ resourceType: 'Observation' });
    expect(wrong.status).toBe(400);
    expect(await outcomeText(wrong)).toBe('resourceType: The body must be a Patient.');
    const reader = await accessToken(system, 'system/Patient.rs');
    const refused = await send(newborn('Obiageli'), { Authorization: `Bearer ${reader}` });
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/Patient.c');
    const session = await POST(new Request('http://localhost/fhir/Patient', { method: 'POST', headers: { 'Content-Type': 'application/fhir+json' }, body: JSON.stringify(newborn('Obiageli')) }), undefined);
    expect(session.status).toBe(403);
    expect(signedIn.current).not.toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AllergyIntolerance } from '@medplum/fhirtypes';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { auditEvents, patientAllergies, patients } from '@/lib/db/schema';
import { readPatientAllergies } from '@/lib/patients/queries/allergies';
import { fhirCreate, outcomeText, withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { accessToken, registerTestSystem, type TestSystem } from '@/tests/smart-client';
import { POST } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

/** Records made elsewhere (tests/fixtures/fhir/README.md), sent for one of the clinic's patients. */
const fixture = (name: string, patientId: number): AllergyIntolerance => ({
  ...(JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as AllergyIntolerance),
  id: undefined,
  patient: { reference: `Patient/${patientId}` },
});

let writer: string;
let system: TestSystem;
beforeAll(async () => {
  system = await registerTestSystem(handle.db, { scopes: 'system/AllergyIntolerance.crs system/Patient.rs', name: 'Pharmacy system' });
  writer = await accessToken(system, 'system/AllergyIntolerance.cs');
});

const send = fhirCreate(POST, 'AllergyIntolerance', () => writer);
const allergyCount = async () => (await handle.db.select({ n: count() }).from(patientAllergies))[0]!.n;

/** A patient with no allergy recorded, whose record does not say "No known drug allergies". */
async function patientWithoutAllergies(skip = 0): Promise<number> {
  const rows = await handle.db
    .select({ id: patients.id })
    .from(patients)
    .where(sql`not exists (select 1 from ${patientAllergies} where ${patientAllergies.patientId} = ${patients.id}) and not ${patients.noKnownDrugAllergies}`)
    .orderBy(asc(patients.id))
    .limit(skip + 1);
  return rows[skip]!.id;
}

describe('POST /fhir/AllergyIntolerance', () => {
  it("records US Core's penicillin allergy as the dialog does: 201, its class read from the name, the system as recorder and actor, on the chart", async () => {
    const patientId = await patientWithoutAllergies();
    const response = await send(fixture('us-core-allergy-penicillin.json', patientId));
    expect(response.status).toBe(201);
    const created = (await response.json()) as AllergyIntolerance;
    expect(response.headers.get('Location')).toBe(`http://localhost:3000/fhir/AllergyIntolerance/${created.id}`);
    expect(r4Errors(created)).toEqual([]);
    expect(created).toMatchObject({ code: { text: 'Penicillin' }, patient: { reference: `Patient/${patientId}` }, reaction: [{ manifestation: [{ text: 'Hives' }] }] });
    expect(created.recorder).toBeUndefined();
    const [row] = await handle.db.select().from(patientAllergies).where(eq(patientAllergies.id, Number(created.id)));
    expect(row).toMatchObject({ substance: 'Penicillin', drugClass: 'penicillin', reaction: 'Hives', recordedById: null, recordedBySystemId: system.id });
    // The chart's allergies show it, recorded by the system.
    const summary = await readPatientAllergies(handle.db, patientId);
    expect(summary.allergies.find((allergy) => allergy.id === row!.id)?.recordedByName).toBe('Pharmacy system (connected system)');
    const [line] = await handle.db.select().from(auditEvents).where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.actorEmail, 'Pharmacy system (connected system)')));
    expect(line).toMatchObject({ action: 'update', entity: 'patient', detail: `drug allergy recorded (AllergyIntolerance ${created.id}), through FHIR` });

    // The same substance again is a 409 naming the one recorded.
    const again = await send(fixture('us-core-allergy-penicillin.json', patientId));
    expect(again.status).toBe(409);
    expect(await outcomeText(again)).toBe(`This drug allergy is already recorded. It is AllergyIntolerance/${created.id}.`);
  });

  it('takes "No known drug allergies" (SNOMED 409137002 or 716186003), and refuses it while an allergy stands', async () => {
    const patientId = await patientWithoutAllergies(1);
    const none = { resourceType: 'AllergyIntolerance', code: { coding: [{ system: 'http://snomed.info/sct', code: '716186003', display: 'No known allergy' }] }, patient: { reference: `Patient/${patientId}` } };
    const response = await send(none);
    expect(response.status).toBe(201);
    expect(((await response.json()) as AllergyIntolerance).id).toBe(`nkda-${patientId}`);
    expect((await readPatientAllergies(handle.db, patientId)).status).toBe('none');

    const [standing] = await handle.db.select({ patientId: patientAllergies.patientId }).from(patientAllergies).where(isNull(patientAllergies.voidedAt)).limit(1);
    const refused = await send({ ...none, patient: { reference: `Patient/${standing!.patientId}` } });
    expect(refused.status).toBe(409);
    expect(await outcomeText(refused)).toContain('Remove the recorded drug allergies first');
  });

  it("refuses with 422 what the clinic does not keep (HL7's cashew nut allergy: a food), and stores nothing", async () => {
    const patientId = await patientWithoutAllergies(2);
    const before = await allergyCount();
    const penicillin = fixture('us-core-allergy-penicillin.json', patientId);
    const cases: Array<[unknown, string]> = [
      [fixture('hl7-allergy-cashew.json', patientId), 'category food is not kept'],
      [{ ...penicillin, clinicalStatus: { coding: [{ code: 'resolved' }] } }, 'clinicalStatus resolved is not kept'],
      [{ ...penicillin, verificationStatus: { coding: [{ code: 'refuted' }] } }, 'verificationStatus refuted is no allergy to record'],
      [{ ...penicillin, code: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '70618' }] } }, 'code.text: Drug or class is required'],
      [{ ...penicillin, patient: { reference: 'Patient/99999999' } }, 'patient Patient/99999999 is not a patient of this clinic'],
    ];
    for (const [body, message] of cases) {
      const response = await send(body);
      expect({ message, status: response.status }).toEqual({ message, status: 422 });
      expect(await outcomeText(response)).toContain(message);
    }
    expect(await allergyCount()).toBe(before);
  });

  it('answers 400 for a body that is not an AllergyIntolerance, and needs a create scope (403)', async () => {
    const wrong = await send({ resourceType: 'Patient' });
    expect(wrong.status).toBe(400);
    expect(await outcomeText(wrong)).toBe('resourceType: The body must be an AllergyIntolerance.');
    const reader = await accessToken(system, 'system/AllergyIntolerance.rs');
    const refused = await send(fixture('us-core-allergy-penicillin.json', 1), { Authorization: `Bearer ${reader}` });
    expect(refused.status).toBe(403);
    expect(await outcomeText(refused)).toContain('system/AllergyIntolerance.c');
  });
});

import type { AllergyIntolerance, Bundle, OperationOutcome } from '@medplum/fhirtypes';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { patientAllergies, patients } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const search = async (query: string) => (await (await GET(new Request(`http://localhost/fhir/AllergyIntolerance${query}`), undefined)).json()) as Bundle<AllergyIntolerance>;
const follow = async (url: string) => (await (await GET(new Request(url), undefined)).json()) as Bundle<AllergyIntolerance>;
const read = (id: string) => readOne(new Request(`http://localhost/fhir/AllergyIntolerance/${id}`), { params: Promise.resolve({ id }) });
const resources = (bundle: Bundle<AllergyIntolerance>) => (bundle.entry ?? []).map((entry) => entry.resource!);

/** A patient with no allergy recorded, whose record says "No known drug allergies" (or not). */
async function patientWithout(noneKnown: boolean): Promise<number> {
  const [row] = await handle.db
    .select({ id: patients.id })
    .from(patients)
    .where(sql`not exists (select 1 from ${patientAllergies} where ${patientAllergies.patientId} = ${patients.id})`)
    .orderBy(asc(patients.id))
    .limit(1);
  await handle.db.update(patients).set({ noKnownDrugAllergies: noneKnown }).where(eq(patients.id, row.id));
  return row.id;
}

describe('/fhir/AllergyIntolerance', () => {
  it("answers a patient's drug allergies as valid R4: the substance, the reaction, who recorded it and when", async () => {
    const [first] = await handle.db.select().from(patientAllergies).where(isNull(patientAllergies.voidedAt)).orderBy(asc(patientAllergies.id)).limit(1);
    await handle.db.update(patientAllergies).set({ reaction: 'Rash' }).where(eq(patientAllergies.id, first.id));
    const found = resources(await search(`?patient=Patient/${first.patientId}`));
    expect(found.map((one) => one.id)).toContain(String(first.id));
    for (const allergy of found) expect(r4Errors(allergy)).toEqual([]);
    const allergy = found.find((one) => one.id === String(first.id))!;
    expect(allergy).toMatchObject({
      clinicalStatus: { coding: [{ code: 'active' }] },
      verificationStatus: { coding: [{ code: 'confirmed' }] },
      type: 'allergy',
      category: ['medication'],
      code: { text: first.substance },
      patient: { reference: `Patient/${first.patientId}` },
      recorder: { reference: `Practitioner/${first.recordedById}` },
      reaction: [{ manifestation: [{ text: 'Rash' }] }],
    });
  });

  it('says "No known drug allergies" as SNOMED 409137002 for a patient whose record says so, and nothing for one never asked', async () => {
    const none = await patientWithout(true);
    const bundle = await search(`?patient=${none}`);
    expect(bundle.total).toBe(1);
    const [statement] = resources(bundle);
    expect(statement).toMatchObject({ id: `nkda-${none}`, code: { coding: [{ system: 'http://snomed.info/sct', code: '409137002' }] }, patient: { reference: `Patient/${none}` } });
    expect(r4Errors(statement)).toEqual([]);
    expect(((await (await read(`nkda-${none}`)).json()) as AllergyIntolerance).id).toBe(`nkda-${none}`);
    await handle.db.update(patients).set({ noKnownDrugAllergies: false }).where(eq(patients.id, none));
    expect((await search(`?patient=${none}`)).total).toBe(0);
    expect((await read(`nkda-${none}`)).status).toBe(404);
  });

  it('pages the statement and the allergies together, each once, by the next links', async () => {
    const [{ patientId }] = await handle.db.select({ patientId: patientAllergies.patientId }).from(patientAllergies).where(isNull(patientAllergies.voidedAt)).limit(1);
    const allergies = await handle.db.select().from(patientAllergies).where(eq(patientAllergies.patientId, patientId));
    // A record may not say both; set here only to page across the two kinds.
    await handle.db.update(patients).set({ noKnownDrugAllergies: true }).where(eq(patients.id, patientId));
    const seen: string[] = [];
    let bundle = await search(`?patient=${patientId}&_count=1`);
    expect(bundle.total).toBe(allergies.filter((one) => one.voidedAt === null).length + 1);
    seen.push(...resources(bundle).map((one) => one.id!));
    for (let next = bundle.link?.find((one) => one.relation === 'next')?.url; next; next = bundle.link?.find((one) => one.relation === 'next')?.url) {
      bundle = await follow(next);
      seen.push(...resources(bundle).map((one) => one.id!));
    }
    expect(seen).toEqual([`nkda-${patientId}`, ...allergies.filter((one) => one.voidedAt === null).map((one) => String(one.id)).sort((a, b) => Number(a) - Number(b))]);
    await handle.db.update(patients).set({ noKnownDrugAllergies: false }).where(eq(patients.id, patientId));
  });

  it('a removed allergy is entered-in-error without a clinical status, found only when that status is asked for', async () => {
    const [allergy] = await handle.db.select().from(patientAllergies).where(isNull(patientAllergies.voidedAt)).orderBy(asc(patientAllergies.id)).limit(1);
    await handle.db.update(patientAllergies).set({ voidedAt: new Date(), voidedById: 1, voidReason: 'Recorded for the wrong patient' }).where(eq(patientAllergies.id, allergy.id));
    expect(resources(await search(`?patient=${allergy.patientId}`)).map((one) => one.id)).not.toContain(String(allergy.id));
    const [removed] = resources(await search(`?patient=${allergy.patientId}&verification-status=entered-in-error`));
    expect(removed.id).toBe(String(allergy.id));
    expect(removed.clinicalStatus).toBeUndefined();
    expect(removed.verificationStatus!.coding![0].code).toBe('entered-in-error');
    expect(r4Errors(removed)).toEqual([]);
    await handle.db.update(patientAllergies).set({ voidedAt: null, voidedById: null, voidReason: null }).where(eq(patientAllergies.id, allergy.id));
  });

  it('answers 404 with an OperationOutcome for an id it does not hold', async () => {
    for (const id of ['99999999', 'nkda-abc', 'x', '2147483648', 'nkda-99999999999999']) {
      const response = await read(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as OperationOutcome).issue[0].code).toBe('not-found');
    }
  });
});

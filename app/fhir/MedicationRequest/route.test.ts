import type { Bundle, MedicationRequest } from '@medplum/fhirtypes';
import { asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isoDateInZone } from '@/lib/clinic-time';
import { auditEvents, medicationHistory, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const search = async (query: string) => (await (await GET(new Request(`http://localhost/fhir/MedicationRequest${query}`), undefined)).json()) as Bundle<MedicationRequest>;
const read = (id: number) => readOne(new Request(`http://localhost/fhir/MedicationRequest/${id}`), { params: Promise.resolve({ id: String(id) }) });
const ids = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource!.id);
const medicinesOf = (where = isNull(prescriptions.voidedAt)) =>
  handle.db
    .select({ id: prescriptionMedicines.id, prescription: prescriptions })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .where(where)
    .orderBy(asc(prescriptionMedicines.id));

describe('/fhir/MedicationRequest', () => {
  it("answers each medicine of the seeded prescriptions as valid R4, a patient's by patient, with one audit line for them", async () => {
    const all = await medicinesOf();
    expect(all.length).toBeGreaterThan(3);
    const bundle = await search('?_count=200');
    // Beside them, the medicines prescribed elsewhere of an imported record (the demo's first patient's).
    const elsewhere = await handle.db.select({ id: medicationHistory.id }).from(medicationHistory).where(eq(medicationHistory.kind, 'request'));
    expect(bundle.total).toBe(all.length + elsewhere.length);
    expect(ids(bundle).filter((id) => id!.startsWith('history-')).sort()).toEqual(elsewhere.map((one) => `history-${one.id}`).sort());
    for (const entry of bundle.entry ?? []) expect(r4Errors(entry.resource!)).toEqual([]);
    // A patient whose medicines are all the clinic's: what the patient's search is compared with.
    const withHistory = new Set((await handle.db.select({ patientId: medicationHistory.patientId }).from(medicationHistory)).map((row) => row.patientId));
    const patientId = all.find((one) => !withHistory.has(one.prescription.patientId))!.prescription.patientId;
    const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
    expect(ids(await search(`?patient=Patient/${patientId}&_count=200`))).toEqual(all.filter((one) => one.prescription.patientId === patientId).map((one) => String(one.id)));
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([expect.objectContaining({ patientId, detail: 'through FHIR: GET /fhir/MedicationRequest' })]);
  });

  it('searches by prescriber and the day prescribed', async () => {
    const all = await medicinesOf();
    const { prescription } = all[0];
    const day = isoDateInZone(prescription.addedAt);
    const expected = all.filter((one) => one.prescription.doctorId === prescription.doctorId && isoDateInZone(one.prescription.addedAt) === day).map((one) => String(one.id));
    expect(ids(await search(`?requester=Practitioner/${prescription.doctorId}&authoredon=${day}&_count=200`))).toEqual(expected);
    expect((await search(`?authoredon=lt1990`)).total).toBe(0);
  });

  it('an inactive prescription’s medicines are completed; a voided one’s only with status=entered-in-error, and read so by id', async () => {
    const [{ id, prescription }] = await medicinesOf();
    await handle.db.update(prescriptions).set({ status: false }).where(eq(prescriptions.id, prescription.id));
    expect(ids(await search(`?patient=${prescription.patientId}&status=completed&_count=200`))).toContain(String(id));
    expect(ids(await search(`?patient=${prescription.patientId}&status=active&_count=200`))).not.toContain(String(id));
    await handle.db.update(prescriptions).set({ voidedAt: new Date(), voidedById: 1, voidReason: 'Wrong patient' }).where(eq(prescriptions.id, prescription.id));
    expect(ids(await search(`?patient=${prescription.patientId}&_count=200`))).not.toContain(String(id));
    expect(ids(await search(`?patient=${prescription.patientId}&status=entered-in-error`))).toContain(String(id));
    expect(((await (await read(id)).json()) as MedicationRequest).status).toBe('entered-in-error');
    await handle.db.update(prescriptions).set({ status: prescription.status, voidedAt: null, voidedById: null, voidReason: null }).where(eq(prescriptions.id, prescription.id));
    expect((await read(99_999_999)).status).toBe(404);
  });
});

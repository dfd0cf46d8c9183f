import type { Bundle, DiagnosticReport } from '@medplum/fhirtypes';
import { and, count, eq, isNull } from 'drizzle-orm';
import { diagnosisTests, labOrderTests, labOrders, labResults } from '@/lib/db/schema';
import { labOrdersInEveryState, orderedTestIds, type LabFixture } from '@/lib/lab/fhir/testing';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();
let lab: LabFixture;
beforeAll(async () => {
  lab = await labOrdersInEveryState(handle.db);
});

const follow = async (url: string) => (await (await GET(new Request(url), undefined)).json()) as Bundle<DiagnosticReport>;
const search = (query: string) => follow(`http://localhost/fhir/DiagnosticReport${query}`);
const ids = (bundle: Bundle<DiagnosticReport>) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id!);
const read = async (id: string) => (await readOne(new Request(`http://localhost/fhir/DiagnosticReport/${id}`), { params: Promise.resolve({ id }) })).json() as Promise<DiagnosticReport>;
const reportsOf = async (...orders: number[]) => (await Promise.all(orders.map((order) => orderedTestIds(handle.db, order)))).flat().map((id) => `lab-${id}`);
const labIds = (bundle: Bundle<DiagnosticReport>) => ids(bundle).filter((id) => id.startsWith('lab-'));
/** The fixture's two patients (the seeded data has orders of its own). */
const mine = () => `patient=${lab.patientId},${lab.otherPatientId}`;

/** Every match of a search, page after page by its next links. */
async function everyPage(query: string): Promise<{ ids: string[]; total: number }> {
  const found: string[] = [];
  let total = 0;
  for (let next: string | undefined = `http://localhost/fhir/DiagnosticReport${query}`; next; ) {
    const page: Bundle<DiagnosticReport> = await follow(next.replace('http://localhost:3000', 'http://localhost'));
    found.push(...ids(page));
    total = page.total ?? total;
    next = page.link?.find((link) => link.relation === 'next')?.url;
  }
  return { ids: found, total };
}

describe('/fhir/DiagnosticReport of the laboratory', () => {
  it('answers one report per ordered test, beside the diagnosis tests and investigations, each valid R4', async () => {
    const [tests] = await handle.db.select({ n: count() }).from(diagnosisTests).where(isNull(diagnosisTests.voidedAt));
    const [orderedTests] = await handle.db.select({ n: count() }).from(labOrderTests);
    const labReports = await reportsOf(lab.released, lab.ordered, lab.cancelled, lab.inProgress, lab.amended);
    const ofMine = await search(`?${mine()}&_count=200`);
    expect(ids(ofMine)).toEqual(labReports);
    for (const entry of ofMine.entry!) expect(r4Errors(entry.resource!)).toEqual([]);
    // Every report, paged by the one keyset over both: each diagnosis test and each ordered test once.
    const all = await everyPage('?_count=7');
    expect(new Set(all.ids).size).toBe(all.ids.length);
    expect(all.ids).toHaveLength(all.total);
    expect(all.ids.filter((id) => id.startsWith('dt-'))).toHaveLength(tests.n);
    expect(all.ids.filter((id) => id.startsWith('lab-'))).toHaveLength(orderedTests.n);
    expect(all.ids).toEqual(expect.arrayContaining(labReports));
  });

  it('maps status, basedOn, result, effective, issued and the verifier', async () => {
    const [fullBloodCount, malaria] = await orderedTestIds(handle.db, lab.released);
    const [order] = await handle.db.select().from(labOrders).where(eq(labOrders.id, lab.released));
    const parts = await handle.db.select({ id: labResults.id }).from(labResults).where(and(eq(labResults.orderTestId, fullBloodCount!), isNull(labResults.supersededAt))).orderBy(labResults.id);
    expect(parts.length).toBeGreaterThan(10);
    const report = await read(`lab-${fullBloodCount}`);
    expect(r4Errors(report)).toEqual([]);
    expect(report).toMatchObject({
      id: `lab-${fullBloodCount}`,
      basedOn: [{ reference: `ServiceRequest/${fullBloodCount}` }],
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '57021-8' }] },
      subject: { reference: `Patient/${lab.patientId}` },
      effectiveDateTime: order.collectedAt!.toISOString(),
      issued: order.releasedAt!.toISOString(),
      performer: [{ reference: `Practitioner/${lab.scientists[1]}`, display: 'Bayo Ade' }],
      specimen: [{ reference: `Specimen/${lab.released}` }],
      result: parts.map(({ id }) => ({ reference: `Observation/lab-${id}` })),
    });
    expect((await read(`lab-${malaria}`)).result).toHaveLength(1);

    const [amended] = await reportsOf(lab.amended);
    expect((await read(amended!)).status).toBe('amended');
    const [cancelled] = await reportsOf(lab.cancelled);
    expect(await read(cancelled!)).toMatchObject({ status: 'cancelled' });
    const [waiting] = await reportsOf(lab.ordered);
    const registered = await read(waiting!);
    expect(registered.status).toBe('registered');
    expect(registered.result).toBeUndefined();
    expect(registered.effectiveDateTime).toBeUndefined();
    const [counting, rdt] = await reportsOf(lab.inProgress);
    expect((await read(counting!)).status).toBe('registered');
    expect((await read(rdt!)).status).toBe('preliminary');
    expect((await read(rdt!)).performer).toBeUndefined();
  });

  it('searches by patient, based-on and status, the laboratory’s beside the clinic’s', async () => {
    const [fullBloodCount] = await orderedTestIds(handle.db, lab.released);
    expect(ids(await search(`?based-on=ServiceRequest/${fullBloodCount}`))).toEqual([`lab-${fullBloodCount}`]);
    expect(ids(await search(`?patient=${lab.otherPatientId}&based-on=${fullBloodCount}`))).toEqual([]);
    expect(labIds(await search(`?patient=Patient/${lab.otherPatientId}&_count=200`))).toEqual(await reportsOf(lab.ordered, lab.inProgress));
    expect(ids(await search(`?status=preliminary&${mine()}`))).toEqual((await reportsOf(lab.inProgress)).slice(1));
    expect(ids(await search(`?status=registered&${mine()}`))).toEqual([...(await reportsOf(lab.ordered)), (await reportsOf(lab.inProgress))[0]]);
    expect(ids(await search(`?status=cancelled&${mine()}`))).toEqual(await reportsOf(lab.cancelled));
    expect(ids(await search(`?status=amended&${mine()}`))).toEqual(await reportsOf(lab.amended));
    expect(ids(await search(`?status=final&${mine()}`))).toEqual(await reportsOf(lab.released));
    expect(ids(await search(`?patient=${lab.patientId}&status=final,amended&code=http://loinc.org|76772-3`))).toEqual([(await reportsOf(lab.released))[1], ...(await reportsOf(lab.amended))]);
    expect(ids(await search(`?category=RAD&${mine()}`))).toEqual([]);
    expect(ids(await search(`?category=LAB&${mine()}&_count=200`))).toEqual(await reportsOf(lab.released, lab.ordered, lab.cancelled, lab.inProgress, lab.amended));
    // The clinic's own reports are still searched as they were.
    const [test] = await handle.db.select({ id: diagnosisTests.id }).from(diagnosisTests).limit(1);
    expect(ids(await search(`?_id=dt-${test.id}`))).toEqual([`dt-${test.id}`]);
    expect(ids(await search(`?_id=lab-${fullBloodCount},dt-${test.id}`)).sort()).toEqual([`dt-${test.id}`, `lab-${fullBloodCount}`].sort());
  });

});

import type { Bundle, Specimen } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { labOrders } from '@/lib/db/schema';
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

const search = async (query: string) => (await (await GET(new Request(`http://localhost/fhir/Specimen${query}`), undefined)).json()) as Bundle<Specimen>;
const ids = (bundle: Bundle<Specimen>) => (bundle.entry ?? []).map((entry) => entry.resource!.id!);
/** The fixture's two patients (the seeded data has orders of its own). */
const mine = () => `patient=${lab.patientId},${lab.otherPatientId}`;
const read = (id: number) => readOne(new Request(`http://localhost/fhir/Specimen/${id}`), { params: Promise.resolve({ id: String(id) }) });

describe('/fhir/Specimen', () => {
  it('answers one specimen per collected order, valid R4, with its accession number, kind, requests and collection', async () => {
    const bundle = await search(`?${mine()}&_count=200`);
    expect(ids(bundle)).toEqual([lab.released, lab.inProgress, lab.amended].map(String));
    for (const specimen of bundle.entry!.map((entry) => entry.resource!)) expect(r4Errors(specimen)).toEqual([]);
    const [order] = await handle.db.select().from(labOrders).where(eq(labOrders.id, lab.released));
    const specimen = (await (await read(lab.released)).json()) as Specimen;
    expect(specimen).toMatchObject({
      accessionIdentifier: { system: 'http://localhost:3000/fhir/sid/lab-accession', value: 'A-0001' },
      // A full blood count asks for whole blood, a malaria RDT for capillary blood: two kinds, in words.
      type: { text: 'Whole blood (EDTA) and Capillary blood' },
      subject: { reference: `Patient/${lab.patientId}` },
      request: (await orderedTestIds(handle.db, lab.released)).map((id) => ({ reference: `ServiceRequest/${id}` })),
      collection: { collectedDateTime: order.collectedAt!.toISOString(), collector: { reference: `Practitioner/${lab.scientists[0]}` } },
    });
    expect(specimen.type?.coding).toBeUndefined();
    expect(((await (await read(lab.amended)).json()) as Specimen).type).toEqual({ coding: [{ system: 'http://snomed.info/sct', code: '122554006', display: 'Capillary blood specimen' }], text: 'Capillary blood' });
    // An order whose specimen was not taken has none.
    expect((await read(lab.ordered)).status).toBe(404);
    expect((await read(lab.cancelled)).status).toBe(404);
  });

  it('searches by patient, accession number (any letter case) and the day it was taken', async () => {
    expect(ids(await search(`?patient=Patient/${lab.otherPatientId}`))).toEqual([String(lab.inProgress)]);
    expect(ids(await search(`?accession=a-0003&${mine()}`))).toEqual([String(lab.amended)]);
    expect(ids(await search('?accession=http://elsewhere.example|A-0003'))).toEqual([]);
    expect(ids(await search(`?collected=2026-11-30&${mine()}&_count=200`))).toEqual([lab.released, lab.inProgress, lab.amended].map(String));
    expect(ids(await search(`?collected=gt2026-11-30&${mine()}`))).toEqual([]);
  });
});

import type { Bundle, ServiceRequest } from '@medplum/fhirtypes';
import { and, eq, gt, sql } from 'drizzle-orm';
import { auditEvents, labOrders } from '@/lib/db/schema';
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

const follow = async (url: string) => (await (await GET(new Request(url), undefined)).json()) as Bundle<ServiceRequest>;
const search = (query: string) => follow(`http://localhost/fhir/ServiceRequest${query}`);
const ids = (bundle: Bundle<ServiceRequest>) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id!);
const read = async (id: number | string) => readOne(new Request(`http://localhost/fhir/ServiceRequest/${id}`), { params: Promise.resolve({ id: String(id) }) });
const requestsOf = async (...orders: number[]) => (await Promise.all(orders.map((order) => orderedTestIds(handle.db, order)))).flat().map(String).sort((a, b) => Number(a) - Number(b));
/** The fixture's two patients (the seeded data has orders of its own). */
const mine = () => `patient=${lab.patientId},${lab.otherPatientId}`;
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0].last;

describe('/fhir/ServiceRequest', () => {
  it('answers each ordered test as a valid R4 laboratory request: the order number, LOINC, priority, status, requester', async () => {
    const bundle = await search(`?${mine()}&_count=200`);
    expect(ids(bundle)).toEqual(await requestsOf(lab.released, lab.ordered, lab.cancelled, lab.inProgress, lab.amended));
    for (const entry of bundle.entry!) expect(r4Errors(entry.resource!)).toEqual([]);
    expect(r4Errors(bundle)).toEqual([]);

    const [fullBloodCount, malaria] = await orderedTestIds(handle.db, lab.released);
    const [order] = await handle.db.select().from(labOrders).where(eq(labOrders.id, lab.released));
    const number = `LAB-${String(order.number).padStart(6, '0')}`;
    const resource = (await (await read(fullBloodCount!)).json()) as ServiceRequest;
    expect(resource).toMatchObject({
      resourceType: 'ServiceRequest',
      id: String(fullBloodCount),
      identifier: [{ type: { coding: [{ code: 'PLAC' }] }, system: 'http://localhost:3000/fhir/sid/lab-order-number', value: number }],
      requisition: { system: 'http://localhost:3000/fhir/sid/lab-order-number', value: number },
      status: 'completed',
      intent: 'order',
      category: [{ coding: [{ system: 'http://snomed.info/sct', code: '108252007' }] }],
      priority: 'urgent',
      code: { coding: [{ system: 'http://loinc.org', code: '57021-8' }], text: 'Full blood count' },
      subject: { reference: `Patient/${lab.patientId}` },
      authoredOn: order.orderedAt.toISOString(),
      requester: { reference: `Practitioner/${lab.doctorId}` },
      specimen: [{ reference: `Specimen/${lab.released}` }],
      note: [{ text: 'fever 3 days, pale' }],
    });
    // The tests of one order share their requisition.
    expect(((await (await read(malaria!)).json()) as ServiceRequest).requisition?.value).toBe(number);

    const [cancelled] = await orderedTestIds(handle.db, lab.cancelled);
    expect((await (await read(cancelled!)).json()) as ServiceRequest).toMatchObject({ status: 'revoked', note: [{ text: 'fever 3 days, pale' }, { text: 'Cancelled: patient left before the specimen was taken' }] });
    const [waiting] = await orderedTestIds(handle.db, lab.ordered);
    const active = (await (await read(waiting!)).json()) as ServiceRequest;
    expect(active.status).toBe('active');
    expect(active.specimen).toBeUndefined();
    expect((await read('99999999')).status).toBe(404);
    expect((await read('lab-1')).status).toBe(404);
  });

  it('searches the active laboratory orders, by patient, by order number and by code', async () => {
    expect(ids(await search(`?status=active&category=http://snomed.info/sct|108252007&${mine()}&_count=200`))).toEqual(await requestsOf(lab.ordered, lab.inProgress));
    expect(ids(await search(`?status=completed&${mine()}`))).toEqual(await requestsOf(lab.released, lab.amended));
    expect(ids(await search(`?status=revoked&${mine()}`))).toEqual(await requestsOf(lab.cancelled));
    expect(ids(await search('?category=http://loinc.org|108252007'))).toEqual([]);
    expect(ids(await search(`?patient=Patient/${lab.otherPatientId}`))).toEqual(await requestsOf(lab.ordered, lab.inProgress));
    expect(ids(await search(`?subject=${lab.patientId}&status=active`))).toEqual([]);
    const [order] = await handle.db.select({ number: labOrders.number }).from(labOrders).where(eq(labOrders.id, lab.inProgress));
    const number = `LAB-${String(order.number).padStart(6, '0')}`;
    expect(ids(await search(`?identifier=${number}`))).toEqual(await requestsOf(lab.inProgress));
    expect(ids(await search(`?requisition=http://localhost:3000/fhir/sid/lab-order-number|${number}`))).toEqual(await requestsOf(lab.inProgress));
    expect(ids(await search(`?identifier=http://elsewhere.example|${number}`))).toEqual([]);
    const rdt = [(await orderedTestIds(handle.db, lab.released))[1], (await orderedTestIds(handle.db, lab.inProgress))[1], (await orderedTestIds(handle.db, lab.amended))[0]];
    expect(ids(await search(`?code=http://loinc.org|76772-3&${mine()}`))).toEqual(rdt.map(String));
    expect(ids(await search(`?priority=stat&${mine()}`))).toEqual([]);
  });

  it('pages by the signed keyset links and writes one audit line per patient shown', async () => {
    const all = ids(await search(`?${mine()}&_count=200`));
    const first = await search(`?${mine()}&_count=2`);
    expect(first.total).toBe(all.length);
    const seen = [...ids(first)];
    let next = first.link?.find((link) => link.relation === 'next')?.url;
    while (next) {
      const page = await follow(next.replace('http://localhost:3000', 'http://localhost'));
      seen.push(...ids(page));
      next = page.link?.find((link) => link.relation === 'next')?.url;
    }
    expect(seen).toEqual(all);

    const before = await lastAuditId();
    await search(`?patient=${lab.patientId}`);
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, before))).toEqual([expect.objectContaining({ patientId: lab.patientId, action: 'view', detail: 'through FHIR: GET /fhir/ServiceRequest' })]);
    const [one] = await orderedTestIds(handle.db, lab.ordered);
    const again = await lastAuditId();
    await read(one!);
    expect(await handle.db.select().from(auditEvents).where(and(gt(auditEvents.id, again), eq(auditEvents.patientId, lab.otherPatientId)))).toHaveLength(1);
  });
});

import type { Bundle, Observation } from '@medplum/fhirtypes';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditEvents, labOrders, labResults, labTests, observations } from '@/lib/db/schema';
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

const follow = async (url: string) => (await (await GET(new Request(url), undefined)).json()) as Bundle<Observation>;
const search = (query: string) => follow(`http://localhost/fhir/Observation${query}`);
const ids = (bundle: Bundle<Observation>) => (bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => entry.resource!.id!);
const read = (id: string) => readOne(new Request(`http://localhost/fhir/Observation/${id}`), { params: Promise.resolve({ id }) });
const resultOf = async (orderId: number, code: string) =>
  (
    await handle.db
      .select({ id: labResults.id, supersededAt: labResults.supersededAt })
      .from(labResults)
      .innerJoin(labTests, eq(labTests.id, labResults.testId))
      .where(and(eq(labResults.orderId, orderId), eq(labTests.code, code)))
      .orderBy(labResults.id)
  ).map((row) => ({ ...row, fhirId: `lab-${row.id}` }));
/** The fixture's two patients (the seeded data has orders of its own). */
const mine = () => `patient=${lab.patientId},${lab.otherPatientId}`;
const lastAuditId = async () => (await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0].last;

describe('/fhir/Observation of the laboratory', () => {
  it('answers a result as a valid R4 laboratory Observation: LOINC, UCUM, the clinic’s range and its flag', async () => {
    const [haemoglobin] = await resultOf(lab.released, 'haemoglobin');
    const [fullBloodCount] = await orderedTestIds(handle.db, lab.released);
    const [order] = await handle.db.select().from(labOrders).where(eq(labOrders.id, lab.released));
    const response = await read(haemoglobin!.fhirId);
    expect(response.status).toBe(200);
    const observation = (await response.json()) as Observation;
    expect(r4Errors(observation)).toEqual([]);
    expect(observation).toMatchObject({
      id: haemoglobin!.fhirId,
      status: 'final',
      basedOn: [{ reference: `ServiceRequest/${fullBloodCount}` }],
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '718-7' }], text: 'Haemoglobin' },
      subject: { reference: `Patient/${lab.patientId}` },
      effectiveDateTime: order.collectedAt!.toISOString(),
      issued: order.releasedAt!.toISOString(),
      performer: [{ reference: `Practitioner/${lab.scientists[0]}`, display: 'Ngozi Eze' }],
      valueQuantity: { value: 6.2, unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' },
      interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'LL' }] }],
      specimen: { reference: `Specimen/${lab.released}` },
    });
    expect(observation.referenceRange?.[0]).toMatchObject({ low: { code: 'g/dL' }, high: { code: 'g/dL' }, type: { coding: [{ code: 'normal' }] } });

    const [rdt] = await resultOf(lab.released, 'malaria-rdt');
    const positive = (await (await read(rdt!.fhirId)).json()) as Observation;
    expect(r4Errors(positive)).toEqual([]);
    expect(positive).toMatchObject({ valueCodeableConcept: { coding: [{ system: 'http://snomed.info/sct', code: '10828004' }], text: 'Positive' }, interpretation: [{ coding: [{ code: 'A' }] }] });
    expect(positive.referenceRange).toBeUndefined();

    const [earlier, amended] = await resultOf(lab.amended, 'malaria-rdt');
    expect(earlier!.supersededAt).not.toBeNull();
    expect((await read(earlier!.fhirId)).status).toBe(404);
    expect((await (await read(amended!.fhirId)).json()) as Observation).toMatchObject({ status: 'amended', note: [{ text: 'Amended: faint line read again' }] });
    const [preliminary] = await resultOf(lab.inProgress, 'malaria-rdt');
    const unreleased = (await (await read(preliminary!.fhirId)).json()) as Observation;
    expect(unreleased.status).toBe('preliminary');
    expect(unreleased.issued).toBeUndefined();
  });

  it('searches category=laboratory by code and patient, beside the vitals, with one audit line per patient', async () => {
    const rdts = [...(await resultOf(lab.released, 'malaria-rdt')), ...(await resultOf(lab.inProgress, 'malaria-rdt')), ...(await resultOf(lab.amended, 'malaria-rdt')).slice(1)];
    expect(ids(await search(`?category=laboratory&code=http://loinc.org|76772-3&${mine()}`))).toEqual(rdts.map((one) => one.fhirId));
    expect(ids(await search(`?category=laboratory&code=76772-3&patient=Patient/${lab.otherPatientId}`))).toEqual((await resultOf(lab.inProgress, 'malaria-rdt')).map((one) => one.fhirId));
    expect(ids(await search(`?category=vital-signs&code=76772-3&${mine()}`))).toEqual([]);
    expect(ids(await search(`?code=76772-3&status=preliminary&${mine()}`))).toEqual((await resultOf(lab.inProgress, 'malaria-rdt')).map((one) => one.fhirId));
    const [fullBloodCount] = await orderedTestIds(handle.db, lab.released);
    const parts = await handle.db.select({ id: labResults.id }).from(labResults).where(and(eq(labResults.orderTestId, fullBloodCount!), isNull(labResults.supersededAt))).orderBy(labResults.id);
    expect(ids(await search(`?based-on=ServiceRequest/${fullBloodCount}&_count=200`))).toEqual(parts.map(({ id }) => `lab-${id}`));

    await handle.db.insert(observations).values({ patientId: lab.patientId, measure: 'weight', value: 64, takenAt: new Date('2026-11-30T08:00:00Z'), source: 'registration', recordedById: 1 });
    const ofPatient = ids(await search(`?patient=${lab.patientId}&_count=200`));
    expect(ofPatient.filter((id) => id.startsWith('lab-'))).toHaveLength(parts.length + 2);
    expect(ofPatient.some((id) => !id.startsWith('lab-'))).toBe(true);
    for (const entry of (await search(`?patient=${lab.patientId}&category=laboratory&_count=200`)).entry ?? []) expect(r4Errors(entry.resource!)).toEqual([]);

    const before = await lastAuditId();
    await search(`?category=laboratory&code=76772-3&patient=${lab.otherPatientId}`);
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, before))).toEqual([expect.objectContaining({ patientId: lab.otherPatientId, detail: 'through FHIR: GET /fhir/Observation' })]);
  });
});

import type { Appointment, Bundle, Encounter } from '@medplum/fhirtypes';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { clinicInstant } from '@/lib/clinic-time';
import { admissions, appointments, appointmentStatusChanges, pastVisits } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readEncounter } from '../Encounter/[id]/route';
import { GET as searchEncounters } from '../Encounter/route';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const search = async (query: string) => (await (await GET(new Request(`http://localhost/fhir/Appointment${query}`), undefined)).json()) as Bundle<Appointment>;
const encounters = async (query: string) => (await (await searchEncounters(new Request(`http://localhost/fhir/Encounter${query}`), undefined)).json()) as Bundle<Encounter>;
const read = (id: number) => readOne(new Request(`http://localhost/fhir/Appointment/${id}`), { params: Promise.resolve({ id: String(id) }) });
const readVisit = (id: number) => readEncounter(new Request(`http://localhost/fhir/Encounter/${id}`), { params: Promise.resolve({ id: String(id) }) });
const ids = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource!.id);
const MAPPED = { pending: 'proposed', confirmed: 'booked', arrived: 'arrived', completed: 'fulfilled', cancelled: 'cancelled', 'no-show': 'noshow' } as const;

describe('/fhir/Appointment', () => {
  it('answers every booking as valid R4, its state mapped, its start and end on the clinic’s clock, its patient and doctor', async () => {
    const rows = await handle.db.select().from(appointments).orderBy(asc(appointments.id));
    const found: Appointment[] = [];
    for (let bundle = await search('?_count=200'), next: string | undefined; ; bundle = await (await GET(new Request(next), undefined)).json()) {
      found.push(...(bundle.entry ?? []).map((entry) => entry.resource!));
      next = bundle.link?.find((one) => one.relation === 'next')?.url;
      if (!next) break;
    }
    expect(found.map((one) => one.id)).toEqual(rows.map((row) => String(row.id)));
    for (const [index, appointment] of found.entries()) {
      const row = rows[index];
      expect(r4Errors(appointment)).toEqual([]);
      expect(appointment).toMatchObject({
        status: MAPPED[row.status],
        start: clinicInstant(row.date, row.time).toISOString(),
        participant: [expect.objectContaining({ actor: { reference: `Patient/${row.patientId}` } }), expect.objectContaining({ actor: { reference: `Practitioner/${row.doctorId}` } })],
      });
      expect(Date.parse(appointment.end!)).toBeGreaterThan(Date.parse(appointment.start!));
    }
    expect(new Set(found.map((one) => one.status))).toEqual(new Set(Object.values(MAPPED).filter((status) => rows.some((row) => MAPPED[row.status] === status))));
  });

  it('searches by patient, practitioner, the day and FHIR’s status names', async () => {
    const [row] = await handle.db.select().from(appointments).where(eq(appointments.status, 'confirmed')).orderBy(asc(appointments.id)).limit(1);
    const samePatient = await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, row.patientId)).orderBy(asc(appointments.id));
    expect(ids(await search(`?patient=Patient/${row.patientId}&_count=200`))).toEqual(samePatient.map((one) => String(one.id)));
    expect(ids(await search(`?practitioner=${row.doctorId}&date=${row.date}&status=booked&_count=200`))).toContain(String(row.id));
    expect(ids(await search(`?date=lt${row.date}&_count=200`))).not.toContain(String(row.id));
    const booked = await handle.db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.status, ['confirmed', 'pending']));
    expect((await search('?status=booked,proposed')).total).toBe(booked.length);
    expect((await search('?status=pending')).total).toBe(0);
  });
});

describe('/fhir/Encounter', () => {
  it('is every visit that took place: ambulatory, from arrival to completion, with its doctor and appointment', async () => {
    const took = await handle.db.select().from(appointments).where(inArray(appointments.status, ['arrived', 'completed'])).orderBy(asc(appointments.id));
    expect(took.length).toBeGreaterThan(0);
    const bundle = await encounters('?_count=200');
    // Beside them, the visits elsewhere of an imported record (the demo's first patient's).
    const elsewhere = await handle.db.select({ id: pastVisits.id }).from(pastVisits);
    expect(elsewhere.length).toBeGreaterThan(0);
    // And the admissions (`admission-{id}`), read as inpatient Encounters (app/fhir/Encounter/route.test.ts).
    const clinic = (id: string | undefined) => !id!.startsWith('elsewhere-') && !id!.startsWith('admission-');
    expect(ids(bundle).filter(clinic)).toEqual(took.map((row) => String(row.id)));
    expect(ids(bundle).filter((id) => id!.startsWith('elsewhere-')).sort()).toEqual(elsewhere.map((row) => `elsewhere-${row.id}`).sort());
    for (const encounter of (bundle.entry ?? []).map((entry) => entry.resource!).filter((one) => clinic(one.id))) {
      expect(r4Errors(encounter)).toEqual([]);
      expect(encounter.class).toEqual({ system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' });
      expect(encounter.appointment).toEqual([{ reference: `Appointment/${encounter.id}` }]);
    }
    const [visit] = took;
    const history = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, visit.id));
    const arrived = history.filter((change) => change.toStatus === 'arrived').at(-1);
    const encounter = (await (await readVisit(visit.id)).json()) as Encounter;
    expect(encounter.status).toBe(visit.status === 'completed' ? 'finished' : 'in-progress');
    if (arrived) expect(encounter.period?.start).toBe(arrived.changedAt.toISOString());
  });

  it('an appointment not yet arrived is no encounter: left out of searches, 404 by id, found as an Appointment', async () => {
    const [pending] = await handle.db.select().from(appointments).where(eq(appointments.status, 'pending')).limit(1);
    expect(ids(await encounters(`?patient=${pending.patientId}&_count=200`))).not.toContain(String(pending.id));
    expect((await readVisit(pending.id)).status).toBe(404);
    expect((await read(pending.id)).status).toBe(200);
    const finishedElsewhere = (await handle.db.select().from(pastVisits).where(eq(pastVisits.status, 'finished'))).length;
    const discharged = (await handle.db.select().from(admissions).where(isNotNull(admissions.dischargedAt))).length;
    expect((await encounters('?status=finished')).total).toBe((await handle.db.select().from(appointments).where(eq(appointments.status, 'completed'))).length + finishedElsewhere + discharged);
  });
});

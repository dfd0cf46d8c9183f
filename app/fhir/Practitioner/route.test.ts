import type { Bundle, OperationOutcome, Practitioner } from '@medplum/fhirtypes';
import { asc, eq, gt, ne, sql } from 'drizzle-orm';
import { auditEvents, doctors } from '@/lib/db/schema';
import { withFhirServer } from '@/tests/fhir-server';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as readOne } from './[id]/route';
import { GET } from './route';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const handle = withFhirServer();

const search = async (query: string) => (await (await GET(new Request(`http://localhost/fhir/Practitioner${query}`), undefined)).json()) as Bundle<Practitioner>;
const read = (id: string) => readOne(new Request(`http://localhost/fhir/Practitioner/${id}`), { params: Promise.resolve({ id }) });
const idsOf = (bundle: Bundle<Practitioner>) => (bundle.entry ?? []).map((entry) => entry.resource!.id);

describe('/fhir/Practitioner', () => {
  it('lists every doctor of the clinic but those waiting for approval, as valid R4 without a password or a role', async () => {
    const expected = await handle.db.select().from(doctors).where(ne(doctors.status, 'pending')).orderBy(asc(doctors.id));
    const bundle = await search('?_count=200');
    expect(bundle.total).toBe(expected.length);
    expect(idsOf(bundle)).toEqual(expected.map((doctor) => String(doctor.id)));
    expect(r4Errors(bundle)).toEqual([]);
    const text = JSON.stringify(bundle);
    for (const doctor of expected) expect(text).not.toContain(doctor.passwordHash);
    expect(text).not.toMatch(/administrator|passwordHash/);
    const [first] = bundle.entry!.map((entry) => entry.resource!);
    expect(first.name?.[0]).toMatchObject({ family: expected[0].lastName, given: [expected[0].firstName], text: `Dr. ${expected[0].firstName} ${expected[0].lastName}` });
    expect(first.telecom).toContainEqual({ system: 'email', value: expected[0].email, use: 'work' });
  });

  it('searches by name, licence number and whether the account is in use', async () => {
    const [doctor] = await handle.db.select().from(doctors).where(eq(doctors.status, 'active')).orderBy(asc(doctors.id)).limit(1);
    expect(idsOf(await search(`?name=${doctor.lastName.slice(0, 3).toUpperCase()}`))).toContain(String(doctor.id));
    await handle.db.update(doctors).set({ licenseNumber: 'MDCN/R/12345' }).where(eq(doctors.id, doctor.id));
    expect(idsOf(await search('?identifier=mdcn/r/12345'))).toEqual([String(doctor.id)]);
    const practitioner = (await (await read(String(doctor.id))).json()) as Practitioner;
    expect(practitioner.identifier).toEqual([expect.objectContaining({ value: 'MDCN/R/12345', type: expect.objectContaining({ coding: [expect.objectContaining({ code: 'MD' })] }) })]);
    expect(r4Errors(practitioner)).toEqual([]);
    await handle.db.update(doctors).set({ status: 'disabled' }).where(eq(doctors.id, doctor.id));
    expect(idsOf(await search('?active=false'))).toContain(String(doctor.id));
    expect(idsOf(await search('?active=true'))).not.toContain(String(doctor.id));
    expect(((await (await read(String(doctor.id))).json()) as Practitioner).active).toBe(false);
    await handle.db.update(doctors).set({ status: 'active', licenseNumber: doctor.licenseNumber }).where(eq(doctors.id, doctor.id));
  });

  it('answers 404 for an account waiting for approval, and writes no audit line (no patient data)', async () => {
    const [doctor] = await handle.db.select().from(doctors).orderBy(asc(doctors.id)).limit(1);
    const [{ last }] = await handle.db.select({ last: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents);
    await handle.db.update(doctors).set({ status: 'pending' }).where(eq(doctors.id, doctor.id));
    const response = await read(String(doctor.id));
    expect(response.status).toBe(404);
    expect(((await response.json()) as OperationOutcome).issue[0].details?.text).toBe(`Practitioner/${doctor.id} is not known here.`);
    await handle.db.update(doctors).set({ status: doctor.status }).where(eq(doctors.id, doctor.id));
    await search('');
    expect(await handle.db.select().from(auditEvents).where(gt(auditEvents.id, last))).toEqual([]);
  });
});

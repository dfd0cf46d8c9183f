import { desc, eq, gt } from 'drizzle-orm';
import { clinicClock } from '@/lib/clinic-time';
import { auditEvents, doctors } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { nextWeekdayIso } from '@/lib/appointments/rules/booking';
import { GET as getAppointments, POST } from './appointments';
import { GET as getMedicalReports } from './medical-reports';
import { GET as getTransactions } from './transactions';
import { GET as getUsers } from './users';
import { PATCH } from './appointment-status';
import { API_ACTOR_EMAIL } from './audit';
import { keyHeaders, request, setUpApi, tearDownApi, tokenHeaders } from './testing';

let handle: DbHandle;
let demo: { id: number; email: string };
beforeAll(async () => {
  handle = await setUpApi();
  [demo] = await handle.db.select({ id: doctors.id, email: doctors.email }).from(doctors).where(eq(doctors.email, 'doctor@example.com'));
});
afterAll(() => tearDownApi(handle));

const thursday = nextWeekdayIso('Thursday', clinicClock().date);
const booking = { fullName: 'Kemi Adeyemi', email: 'kemi.audit@example.ng', phone: '+234 809 444 5566', age: 30, gender: 'female', date: thursday, time: '10:30', type: 'checkup' };

/** A booking through the API. */
function post(body: object, { headers = {} }: { headers?: Record<string, string> } = {}) {
  return POST(request('/api/v1/appointments', { method: 'POST', headers: { 'Content-Type': 'application/json', ...tokenHeaders, ...headers }, body: JSON.stringify(body) }));
}

async function linesSince(id: number) {
  return handle.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.id);
}
async function lastId() {
  const [row] = await handle.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

describe('every read through the API is recorded once', () => {
  it('as the API’s client (the key or the token), a line per record sent, in one insert', async () => {
    const reads = [
      { get: getUsers, path: '/api/v1/users?limit=5&page=2', headers: keyHeaders, entity: 'patient' },
      { get: getMedicalReports, path: '/api/v1/medical-reports?limit=3', headers: keyHeaders, entity: 'medical-report' },
      { get: getTransactions, path: '/api/v1/transactions?limit=4', headers: tokenHeaders, entity: 'transaction' },
      { get: getAppointments, path: '/api/v1/appointments?limit=6', headers: tokenHeaders, entity: 'appointment' },
    ] as const;
    for (const { get, path, headers, entity } of reads) {
      const since = await lastId();
      const response = await get(request(path, { headers }));
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ id: number; patientId?: number; patient?: { id: number } }> };
      const lines = await linesSince(since);
      expect(lines.map((line) => line.entityId)).toEqual(data.map((row) => String(row.id)));
      for (const line of lines) expect(line).toMatchObject({ actorId: null, actorEmail: API_ACTOR_EMAIL, action: 'view', entity, detail: `through the hospital API: GET ${path.split('?')[0]}` });
      // One statement: one instant for every line.
      expect(new Set(lines.map((line) => line.at.getTime())).size).toBe(1);
      if (entity === 'patient') expect(lines.map((line) => line.patientId)).toEqual(data.map((row) => row.id));
    }
  });

  it('a bad key reads nothing and records nothing', async () => {
    const since = await lastId();
    expect((await getUsers(request('/api/v1/users', { headers: { 'x-api-key': 'wrong' } }))).status).toBe(401);
    expect(await linesSince(since)).toEqual([]);
  });
});

describe('the hospital API writes its audit lines in the same transaction', () => {
  it('a booking for a new email: the patient and the appointment, by the API (the app books through its own action)', async () => {
    const since = await lastId();
    const response = await post({ ...booking, doctorId: demo.id });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number; patientId: number } };
    const lines = await linesSince(since);
    expect(lines.map((line) => [line.action, line.entity, line.entityId])).toEqual([
      ['create', 'patient', String(data.patientId)],
      ['create', 'appointment', String(data.id)],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ actorId: null, actorEmail: API_ACTOR_EMAIL, patientId: data.patientId, outcome: 'success', detail: 'through the hospital API' });
    }
  });

  it('without a named doctor the API itself is the actor, whatever header a caller sends; a refused booking writes no line', async () => {
    const since = await lastId();
    // A caller with the token cannot name a doctor by a header.
    expect((await post({ ...booking, time: '11:30', email: 'kemi.audit@example.ng' }, { headers: { 'x-hms-acting-doctor': String(demo.id) } })).status).toBe(201);
    const [line] = await linesSince(since);
    expect(line).toMatchObject({ actorId: null, actorEmail: API_ACTOR_EMAIL, action: 'create', entity: 'appointment' });
    const after = await lastId();
    expect((await post({ ...booking, time: '11:30', doctorId: demo.id })).status).toBe(409);
    expect(await linesSince(after)).toEqual([]);
  });

  it('a status change through PATCH, with the patient of the appointment', async () => {
    const created = (await (await post({ ...booking, time: '12:30', doctorId: demo.id })).json()) as { data: { id: number; patientId: number } };
    const since = await lastId();
    const response = await PATCH(
      request(`/api/v1/appointments/${created.data.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...tokenHeaders }, body: JSON.stringify({ status: 'confirmed' }) }),
      { params: Promise.resolve({ id: String(created.data.id) }) },
    );
    expect(response.status).toBe(200);
    const lines = await linesSince(since);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'update', entity: 'appointment', entityId: String(created.data.id), patientId: created.data.patientId, detail: 'status: confirmed, through the hospital API' });
  });
});

import { eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit, recordPatientView, type AuditEvent } from '@/lib/audit';
import { doctors, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';
import { AUDIT_COUNT_CAP } from '@/lib/audit/schema';
import { auditEventBatches, listAuditEvents, listPatientAccess } from './trail';

// Runs on PGlite (test:unit) and on PostgreSQL (test:pg): the append-only triggers are the database's own.

let handle: DbHandle;
let doctorId: number;
let patientId: number;

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  actorId: doctorId,
  actorEmail: 'auditor@clinic.test',
  action: 'view',
  entity: 'patient',
  address: '10.0.0.7',
  ...overrides,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  [{ id: doctorId }] = await handle.db
    .insert(doctors)
    .values({ email: 'auditor@clinic.test', firstName: 'Ada', lastName: 'Audit', passwordHash: 'x' })
    .returning({ id: doctors.id });
  [{ id: patientId }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Bola', lastName: 'Bello', email: 'bola@example.ng', phone: '+234 803 555 0142', gender: 'female', dateOfBirth: '1980-01-01' })
    .returning({ id: patients.id });
});
afterAll(() => handle.close());

/** The database's own message for a statement it refused (Drizzle wraps it as the cause), or 'done'. */
const refusal = (statement: SQL) =>
  handle.db.execute(statement).then(
    () => 'done',
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );

describe('the audit trail in the database', () => {
  it('refuses to update, delete or truncate a line, and keeps it as written', async () => {
    await recordAudit(handle.db, event({ entityId: patientId, patientId, detail: 'sheet' }));
    const [{ id }] = await rowsOf<{ id: number }>(handle.db, sql`select max(id)::int as id from audit_events`);
    await expect(refusal(sql`update audit_events set outcome = 'refused' where id = ${id}`)).resolves.toBe('audit_events is append-only: UPDATE refused');
    await expect(refusal(sql`delete from audit_events where id = ${id}`)).resolves.toBe('audit_events is append-only: DELETE refused');
    await expect(refusal(sql`delete from audit_events`)).resolves.toBe('audit_events is append-only: DELETE refused');
    await expect(refusal(sql`truncate audit_events`)).resolves.toBe('audit_events is append-only: TRUNCATE refused');
    const [row] = await rowsOf<{ outcome: string; detail: string }>(handle.db, sql`select outcome, detail from audit_events where id = ${id}`);
    expect(row).toEqual({ outcome: 'success', detail: 'sheet' });
  });

  it('records a patient view with its source, address and patient', async () => {
    await recordPatientView(handle.db, { doctor: { id: doctorId, email: 'auditor@clinic.test' }, patientId, source: 'chart', address: '192.168.1.9' });
    const { rows } = await listPatientAccess(handle.db, patientId, { page: 1, pageSize: 1 }, { full: true });
    expect(rows[0]).toMatchObject({ actorId: doctorId, actorName: 'Dr. Ada Audit', action: 'view', entity: 'patient', entityId: String(patientId), patientName: 'Bola Bello', address: '192.168.1.9', detail: 'chart' });
    // A doctor sees who and when, not from where.
    const seen = await listPatientAccess(handle.db, patientId, { page: 1, pageSize: 1 }, { full: false });
    expect(seen.rows[0]).toMatchObject({ actorName: 'Dr. Ada Audit', at: rows[0].at, address: null, detail: 'chart' });
  });
});

describe('listAuditEvents', () => {
  beforeAll(async () => {
    await recordAudit(handle.db, event({ action: 'sign-in', entity: 'session' }));
    await recordAudit(handle.db, event({ actorId: null, actorEmail: 'nobody@clinic.test', action: 'sign-in-failed', entity: 'session', outcome: 'failed' }));
    await recordAudit(handle.db, event({ action: 'update', entity: 'appointment', entityId: 3, patientId, detail: 'status: confirmed' }));
  });

  it('filters by person, patient and action, newest first', async () => {
    const failed = await listAuditEvents(handle.db, { action: 'sign-in-failed' }, { page: 1, pageSize: 10 });
    expect(failed.rows.map((row) => row.actorEmail)).toEqual(['nobody@clinic.test']);
    expect(failed.rows[0].actorName).toBeNull();

    const ofPatient = await listAuditEvents(handle.db, { patient: patientId }, { page: 1, pageSize: 10 });
    expect(ofPatient.rows.map((row) => row.action)).toEqual(['update', 'view', 'view']);
    expect(ofPatient.total).toBe(3);

    // By the patient's number, as the screens write it: the same lines, each naming the number.
    const [{ patientNumber }] = await handle.db.select({ patientNumber: patients.patientNumber }).from(patients).where(eq(patients.id, patientId));
    const byNumber = await listAuditEvents(handle.db, { patientNumber }, { page: 1, pageSize: 10 });
    expect(byNumber.rows.map((row) => row.id)).toEqual(ofPatient.rows.map((row) => row.id));
    expect(byNumber.rows.every((row) => row.patientNumber === patientNumber)).toBe(true);
    expect((await listAuditEvents(handle.db, { patientNumber: patientNumber + 1000 }, { page: 1, pageSize: 10 })).total).toBe(0);

    const ofDoctor = await listAuditEvents(handle.db, { person: doctorId, action: 'sign-in' }, { page: 1, pageSize: 10 });
    expect(ofDoctor.rows).toHaveLength(1);
    expect(await listAuditEvents(handle.db, { person: doctorId + 1000 }, { page: 1, pageSize: 10 })).toEqual({ rows: [], total: 0, capped: false, page: 1 });
  });

  it('filters by clinic dates, both days included', async () => {
    await recordAudit(handle.db, event({ detail: 'long ago', at: new Date('2020-05-31T23:30:00Z') })); // 1 June, 00:30 in Lagos
    const june = await listAuditEvents(handle.db, { from: '2020-06-01', to: '2020-06-01' }, { page: 1, pageSize: 10 });
    expect(june.rows.map((row) => row.detail)).toEqual(['long ago']);
    expect((await listAuditEvents(handle.db, { from: '2020-05-01', to: '2020-05-31' }, { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await listAuditEvents(handle.db, { from: '2020-06-02' }, { page: 1, pageSize: 100 })).rows.map((row) => row.detail)).not.toContain('long ago');
  });

  it('pages on the server and serves the last page for one past the end', async () => {
    const all = await listAuditEvents(handle.db, {}, { page: 1, pageSize: 100 });
    const second = await listAuditEvents(handle.db, {}, { page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(all.rows.slice(2, 4).map((row) => row.id));
    const past = await listAuditEvents(handle.db, {}, { page: 999, pageSize: 2 });
    expect(past.page).toBe(Math.ceil(all.total / 2));
  });

  it('counts no further than the cap', async () => {
    await handle.db.execute(sql`
      insert into audit_events (actor_id, action, entity, address)
      select ${doctorId + 500}, 'view', 'patient', 'bulk' from generate_series(1, ${AUDIT_COUNT_CAP + 5})`);
    const page = await listAuditEvents(handle.db, { person: doctorId + 500 }, { page: 1, pageSize: 25 });
    expect(page).toMatchObject({ total: AUDIT_COUNT_CAP, capped: true });
    expect(page.rows).toHaveLength(25);
  });

  it('hands the export every matching event once, in batches, newest first, up to the maximum', async () => {
    const all = (await listAuditEvents(handle.db, { person: doctorId }, { page: 1, pageSize: 100 })).rows.map((row) => row.id);
    const batched: number[][] = [];
    for await (const batch of auditEventBatches(handle.db, { person: doctorId }, { max: 100, batchSize: 2 })) batched.push(batch.map((row) => row.id));
    expect(batched.flat()).toEqual(all);
    expect(batched[0]).toHaveLength(2);
    const capped: number[] = [];
    for await (const batch of auditEventBatches(handle.db, { person: doctorId }, { max: 3, batchSize: 2 })) capped.push(...batch.map((row) => row.id));
    expect(capped).toEqual(all.slice(0, 3));
  });
});

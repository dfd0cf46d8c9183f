import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { doctors, observations, patients } from '@/lib/db/schema';
import { createTestDatabase, planOf, type PlanNode } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/types';
import { auditPageQuery } from '@/lib/audit/queries/trail';
import { readVitalsTrend } from '@/lib/vitals/queries/patient-vitals';

// The newest-first reads are served by indexes declared `.desc()` (DESC NULLS LAST), so they must ask for that
// order: a bare DESC (NULLS FIRST) is an order no such index gives, and PostgreSQL then reads every row and sorts
// them (the Audit screen's first page sorted the whole trail to show ten lines). Asserted on the plan, never
// on timing; on PGlite (test:unit) and PostgreSQL (test:pg).

let handle: DbHandle;
let patientId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [{ id: doctorId }] = await handle.db
    .insert(doctors)
    .values({ email: 'plans@clinic.test', firstName: 'Ada', lastName: 'Plan', passwordHash: 'x' })
    .returning({ id: doctors.id });
  [{ id: patientId }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Bola', lastName: 'Bello', email: 'bola@example.ng', phone: '+234 803 555 0142', gender: 'female', dateOfBirth: '1980-01-01' })
    .returning({ id: patients.id });
  for (let index = 0; index < 50; index += 1) {
    await recordAudit(handle.db, { actorId: doctorId, actorEmail: 'plans@clinic.test', action: 'view', entity: 'patient', entityId: String(patientId), patientId, address: '10.0.0.7' });
  }
  await handle.db.insert(observations).values(
    Array.from({ length: 30 }, (_, index) => ({
      patientId,
      measure: 'weight' as const,
      value: 70 + index / 10,
      takenAt: new Date(Date.UTC(2026, 0, 1 + index)),
      source: 'registration' as const,
    })),
  );
  await handle.db.execute(sql`analyze`);
});
afterAll(() => handle.close());

const plan = (query: SQLWrapper) => planOf(handle.db, query);

/** The sorts of a plan that sort by one of `columns` (the table's own rows, not a page already read). */
const sortsBy = (nodes: PlanNode[], column: RegExp) => nodes.filter((node) => node['Node Type'] === 'Sort' && (node['Sort Key'] ?? []).some((key) => column.test(key)));

/** The raw statement a read sends through `db.execute` (the vitals are plain SQL), caught without running it. */
async function statementOf(read: (db: Db) => Promise<unknown>): Promise<SQL> {
  let caught: SQL | undefined;
  const catching = new Proxy(handle.db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (query: SQL) => {
          caught = query;
          return Promise.resolve({ rows: [] });
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  await read(catching as Db);
  if (!caught) throw new Error('The read sent no statement.');
  return caught;
}

describe('newest-first reads follow their index', () => {
  it("reads the Audit screen's first page from the trail's index, in its order, with nothing sorted", async () => {
    const nodes = await plan(auditPageQuery(handle.db, {}, 10));
    expect(nodes.map((node) => node['Index Name'])).toContain('audit_events_at_idx');
    expect(sortsBy(nodes, /audit_events\.at\b/)).toEqual([]);
  });

  it("reads a patient's Access history from the patient's range of the index, with nothing sorted", async () => {
    const nodes = await plan(auditPageQuery(handle.db, { patient: patientId }, 10));
    expect(nodes.map((node) => node['Index Name'])).toContain('audit_events_patient_at_idx');
    expect(sortsBy(nodes, /audit_events\.at\b/)).toEqual([]);
  });

  it("reads the trail by a patient's number from the same range of the index, the number looked up once", async () => {
    const [{ patientNumber }] = await handle.db.select({ patientNumber: patients.patientNumber }).from(patients);
    const nodes = await plan(auditPageQuery(handle.db, { patientNumber }, 10));
    expect(nodes.map((node) => node['Index Name'])).toEqual(expect.arrayContaining(['audit_events_patient_at_idx', 'patients_patient_number_unique']));
    expect(sortsBy(nodes, /audit_events\.at\b/)).toEqual([]);
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });

  it("reads a patient's vitals trend down the observations' index, sorting only the few rows it keeps", async () => {
    const nodes = await plan(await statementOf((db) => readVitalsTrend(db, patientId, ['weight'], 12)));
    expect(nodes.map((node) => node['Index Name'])).toContain('observations_patient_measure_taken_idx');
    // The lateral step takes its 12 rows newest first in the index's order; only the kept rows are then put
    // oldest first (an ascending sort of a dozen rows).
    expect(sortsBy(nodes, /taken_at.*DESC/)).toEqual([]);
  });

  it('keeps the trail in the same newest-first order', async () => {
    const rows = await auditPageQuery(handle.db, { patient: patientId }, 50);
    const order = rows.map((row) => [row.at.getTime(), row.id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
    expect(rows).toHaveLength(50);
  });
});

import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import * as schema from '@/lib/db/schema';
import type { Db, DbHandle } from '@/lib/db/types';
import { labOrdersToReview } from '@/lib/lab/queries/to-review';
import { LAB_ORDER_STATUSES } from '@/lib/lab/rules/states';
import { DEMO_DOCTOR_EMAIL } from './doctor';
import { DEMO_LAB2_EMAIL, DEMO_LAB_EMAIL, DEMO_LAB_PASSWORD, SAMPLE_ORDERS } from './lab';
import { createSeededTestDatabase, TEST_NOW } from './testing';

jest.setTimeout(60_000);

let handle: DbHandle;
let db: Db;
let demoId: number;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  db = handle.db;
  [{ id: demoId }] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL));
});
afterAll(() => handle.close());

describe('the lab demo', () => {
  it('adds two active lab scientists who sign in with the demo lab password', async () => {
    const scientists = await db.select().from(schema.doctors).where(eq(schema.doctors.role, 'lab-scientist'));
    expect(scientists.map((row) => row.email).sort()).toEqual([DEMO_LAB2_EMAIL, DEMO_LAB_EMAIL].sort());
    for (const scientist of scientists) {
      expect(scientist.status).toBe('active');
      await expect(verifyPassword(scientist.passwordHash, DEMO_LAB_PASSWORD)).resolves.toBe(true);
    }
  });

  it('has orders in every state, STAT and Urgent among them, one cancelled with its reason', async () => {
    const rows = await db.select({ status: schema.labOrders.status, priority: schema.labOrders.priority, cancelReason: schema.labOrders.cancelReason }).from(schema.labOrders);
    expect(rows).toHaveLength(SAMPLE_ORDERS.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(LAB_ORDER_STATUSES));
    expect(new Set(rows.map((row) => row.priority))).toEqual(new Set(['routine', 'urgent', 'stat']));
    expect(rows.filter((row) => row.status === 'cancelled').map((row) => row.cancelReason)).toEqual(['Ordered for the wrong patient']);
  });

  it('releases normal, abnormal and critical results, verified by the second scientist unless self-verified, one amended with its earlier value kept', async () => {
    const flags = await db
      .selectDistinct({ flag: schema.labResults.flag })
      .from(schema.labResults)
      .innerJoin(schema.labOrders, eq(schema.labOrders.id, schema.labResults.orderId))
      .where(and(eq(schema.labOrders.status, 'released'), isNull(schema.labResults.supersededAt)));
    expect(flags.map((row) => row.flag)).toEqual(expect.arrayContaining(['normal', 'high', 'abnormal', 'critical-low', 'critical-high']));
    const released = await db.select().from(schema.labOrders).where(eq(schema.labOrders.status, 'released'));
    for (const order of released) {
      expect(order.releasedAt!.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      if (order.selfVerified) expect(order.verifiedById).toBe(order.resultedById);
      else expect(order.verifiedById).not.toBe(order.resultedById);
    }
    expect(released.filter((order) => order.selfVerified)).toHaveLength(1);
    const amended = await db.select().from(schema.labResults).where(isNotNull(schema.labResults.supersededAt));
    expect(amended).toHaveLength(1);
    const [replacement] = await db.select().from(schema.labResults).where(eq(schema.labResults.replacesId, amended[0].id));
    expect(replacement).toMatchObject({ valueNumber: 13.1, flag: 'high' });
    expect(amended[0]).toMatchObject({ valueNumber: 3.1, flag: 'low' });
  });

  it("gives the demo doctor's home screen lab results to review, a critical one first and the amended one back", async () => {
    const review = await labOrdersToReview(db, demoId, { limit: 20 });
    expect(review.total).toBeGreaterThanOrEqual(5);
    expect(review.items[0].severity).toBe('critical');
    expect(review.items.map((item) => item.severity)).toEqual(expect.arrayContaining(['critical', 'abnormal', 'normal']));
    expect(review.items.some((item) => item.amendedAt !== null)).toBe(true);
    expect(review.items[0].flagged[0]).toMatchObject({ flag: expect.stringMatching(/^critical/) });
  });

  it("places one order at the demo doctor's visit of today, waiting for its specimen", async () => {
    const atVisit = await db
      .select({ status: schema.labOrders.status, patientId: schema.labOrders.patientId, visitPatient: schema.appointments.patientId })
      .from(schema.labOrders)
      .innerJoin(schema.appointments, eq(schema.appointments.id, schema.labOrders.appointmentId));
    expect(atVisit).toEqual([{ status: 'ordered', patientId: atVisit[0].visitPatient, visitPatient: atVisit[0].visitPatient }]);
  });

  it('keeps a patient’s haemoglobin over months, for the chart’s trend', async () => {
    const [{ value }] = await db
      .select({ value: count() })
      .from(schema.labResults)
      .innerJoin(schema.labTests, eq(schema.labTests.id, schema.labResults.testId))
      .innerJoin(schema.labOrders, eq(schema.labOrders.id, schema.labResults.orderId))
      .where(and(eq(schema.labTests.code, 'haemoglobin'), sql`${schema.labOrders.patientId} = (select patient_id from lab_orders where note = 'Anaemia follow-up' limit 1)`));
    expect(value).toBeGreaterThanOrEqual(3);
  });
});

import { asc, eq, inArray } from 'drizzle-orm';
import { doctors, labOrderTests, labTests, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { rangeFor } from '@/lib/lab/rules/flag';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder } from '@/lib/lab/writes/steps';

// For the laboratory's FHIR tests: orders in each state, made by the screens' own writes on a test database.

/** The catalogue's tests by code (the shipped list is written in by the migrations). */
export async function catalogueIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ id: labTests.id, code: labTests.code }).from(labTests);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** Two lab scientists, added once per database. */
export async function labScientists(db: Db): Promise<[number, number]> {
  const rows = await db
    .insert(doctors)
    .values([
      { email: 'first.scientist@lab.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'second.scientist@lab.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  return [rows[0]!.id, rows[1]!.id];
}

/** Normal values (the middle of the range) for every part of a panel, for this patient's sex and age, and `overrides`. */
export async function panelValues(db: Db, panel: string, subject: { sex: 'male' | 'female' | 'other'; ageMonths: number }, overrides: Record<string, string> = {}) {
  const [row] = await db.select({ parts: labTests.parts }).from(labTests).where(eq(labTests.code, panel));
  const parts = await db.select().from(labTests).where(inArray(labTests.code, row?.parts ?? []));
  return parts.map((part) => {
    const range = rangeFor(part.ranges, subject);
    const middle = range?.low !== undefined && range.high !== undefined ? (range.low + range.high) / 2 : (range?.high ?? range?.low ?? 1);
    return { testId: part.id, value: overrides[part.code] ?? (part.kind === 'number' ? middle.toFixed(part.decimals) : (part.normalChoices?.[0] ?? part.choices?.[0] ?? 'Seen')) };
  });
}

export interface LabFixture {
  doctorId: number;
  scientists: [number, number];
  test: Record<string, number>;
  /** A full blood count and a malaria RDT, released: a low haemoglobin, a positive RDT. */
  released: number;
  /** A random glucose still waiting for its specimen. */
  ordered: number;
  /** A malaria film, cancelled. */
  cancelled: number;
  /** A full blood count in the lab, with a malaria RDT's result alone. */
  inProgress: number;
  /** A malaria RDT released, then amended. */
  amended: number;
  patientId: number;
  otherPatientId: number;
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 8, minutes));

/** Orders in every state for two patients of their own (the seeded data has orders too), ordered by the demo doctor (id 1). */
export async function labOrdersInEveryState(db: Db): Promise<LabFixture> {
  const test = await catalogueIds(db);
  const scientists = await labScientists(db);
  const [first, second] = await db
    .insert(patients)
    .values([
      { firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000101', gender: 'female', dateOfBirth: '1992-03-14' },
      { firstName: 'Tunde', lastName: 'Bakare', phone: '+2348030000102', gender: 'male', dateOfBirth: '1985-07-01' },
    ])
    .returning({ id: patients.id, gender: patients.gender });
  const doctorId = 1;
  const place = async (patientId: number, codes: string[], minutes: number) => {
    const placed = await placeOrder(db, { patientId, testIds: codes.map((code) => test[code]!), priority: 'urgent', note: 'fever 3 days, pale' }, { doctorId }, at(minutes));
    if (!placed.ok) throw new Error(placed.reason);
    return placed.id;
  };
  const subject = { sex: first!.gender, ageMonths: 400 };

  const released = await place(first!.id, ['full-blood-count', 'malaria-rdt'], 0);
  await collectSpecimen(db, released, 'A-0001', scientists[0], at(5));
  await enterResults(db, released, [...(await panelValues(db, 'full-blood-count', subject, { haemoglobin: '6.2' })), { testId: test['malaria-rdt']!, value: 'Positive' }], { doctorId: scientists[0] }, at(20));
  await releaseOrder(db, released, { doctorId: scientists[1] }, false, at(30));

  const ordered = await place(second!.id, ['glucose-random'], 1);

  const cancelled = await place(first!.id, ['malaria-film'], 2);
  await cancelOrder(db, cancelled, 'patient left before the specimen was taken', { id: doctorId, role: 'doctor' }, at(3));

  const inProgress = await place(second!.id, ['full-blood-count', 'malaria-rdt'], 4);
  await collectSpecimen(db, inProgress, 'A-0002', scientists[0], at(6));
  await enterResults(db, inProgress, [{ testId: test['malaria-rdt']!, value: 'Negative' }], { doctorId: scientists[0] }, at(7));

  const amended = await place(first!.id, ['malaria-rdt'], 8);
  await collectSpecimen(db, amended, 'A-0003', scientists[0], at(9));
  await enterResults(db, amended, [{ testId: test['malaria-rdt']!, value: 'Negative' }], { doctorId: scientists[0] }, at(10));
  await releaseOrder(db, amended, { doctorId: scientists[1] }, false, at(11));
  await amendResult(db, amended, test['malaria-rdt']!, 'Positive', 'faint line read again', scientists[1], at(12));

  return { doctorId, scientists, test, released, ordered, cancelled, inProgress, amended, patientId: first!.id, otherPatientId: second!.id };
}

/** An order's ordered tests' ids (its ServiceRequests), in its order. */
export async function orderedTestIds(db: Db, orderId: number): Promise<number[]> {
  return (await db.select({ id: labOrderTests.id }).from(labOrderTests).where(eq(labOrderTests.orderId, orderId)).orderBy(asc(labOrderTests.position))).map((row) => row.id);
}

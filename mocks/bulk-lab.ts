import { and, asc, eq, inArray } from 'drizzle-orm';
import { isoDateInZone } from '@/lib/clinic-time';
import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Analyte } from '@/lib/lab/queries/analytes';
import { ageInMonths, flagOf, rangeFor, type RangeSubject } from '@/lib/lab/rules/flag';
import { readResult } from '@/lib/lab/rules/result-value';
import type { LabOrderStatus, LabPriority } from '@/lib/lab/rules/states';
import { insertMany } from './bulk-insert';
import { normalValue } from './lab';
import type { Random } from './random';

// Not `server-only`: `npm run db:seed -- --patients N` runs this in plain Node.
//
// The bulk seed's lab orders: about three a patient (300,000 at 100,000 patients) with their tests and results,
// written with one multi-row insert per table and batch, as the rest of the bulk seed, so that the bench measures
// the Lab screen and the chart's Results at size. Values and flags follow the same rules as the lab's own steps
// (lib/lab/rules); the order's people are the run's doctors and the database's lab scientists, when it has any.

export const BULK_LAB_SEED = 515151;
/** Lab orders per generated patient. */
export const LAB_ORDERS_PER_PATIENT = 3;
/** Orders placed this recently may still be in the lab; older ones were released (or cancelled). */
const IN_LAB_HOURS = 48;
/** Released orders older than this have been reviewed by their doctor; the newer wait on their "To review". */
const UNREVIEWED_HOURS = 72;

/** What a clinic orders most, by weight: the tests of one order (about four results an order). */
const ORDER_KINDS: ReadonlyArray<readonly [readonly string[], number]> = [
  [['malaria-rdt'], 22],
  [['full-blood-count', 'malaria-rdt'], 5],
  [['full-blood-count'], 7],
  [['glucose-random'], 14],
  [['glucose-fasting'], 5],
  [['electrolytes-urea-creatinine'], 7],
  [['urinalysis'], 4],
  [['widal-typhi-o', 'widal-typhi-h'], 5],
  [['hba1c'], 6],
  [['lipid-profile'], 5],
  [['liver-function-tests'], 3],
  [['crp'], 5],
];

const PRIORITIES: ReadonlyArray<readonly [LabPriority, number]> = [
  ['routine', 80],
  ['urgent', 15],
  ['stat', 5],
];

/** The catalogue rows the generated orders use, by code, as the lab's steps read them (a panel with its parts). */
export interface BulkLabCatalogue {
  tests: Map<string, Analyte & { parts: string[] | null }>;
  /** Lab scientists to name as collecting, entering and verifying: the first two active ones, if any. */
  scientists: number[];
}

/** Reads what the generator needs once: the tests it orders and their parts, and the database's lab scientists. */
export async function readBulkLabCatalogue(db: Db): Promise<BulkLabCatalogue> {
  const ordered = [...new Set(ORDER_KINDS.flatMap(([codes]) => codes))];
  const columns = {
    testId: schema.labTests.id,
    code: schema.labTests.code,
    name: schema.labTests.name,
    loinc: schema.labTests.loinc,
    loincDisplay: schema.labTests.loincDisplay,
    kind: schema.labTests.kind,
    unit: schema.labTests.unit,
    decimals: schema.labTests.decimals,
    choices: schema.labTests.choices,
    normalChoices: schema.labTests.normalChoices,
    criticalChoices: schema.labTests.criticalChoices,
    ranges: schema.labTests.ranges,
    criticalLow: schema.labTests.criticalLow,
    criticalHigh: schema.labTests.criticalHigh,
    parts: schema.labTests.parts,
  };
  const panels = await db.select(columns).from(schema.labTests).where(inArray(schema.labTests.code, ordered));
  const partCodes = panels.flatMap((test) => test.parts ?? []);
  const parts = partCodes.length ? await db.select(columns).from(schema.labTests).where(inArray(schema.labTests.code, partCodes)) : [];
  const tests = new Map([...panels, ...parts].map((test) => [test.code, { ...test, orderTestId: 0, panel: null }]));
  const scientists = await db
    .select({ id: schema.doctors.id })
    .from(schema.doctors)
    .where(and(eq(schema.doctors.role, 'lab-scientist'), eq(schema.doctors.status, 'active')))
    .orderBy(asc(schema.doctors.id))
    .limit(2);
  return { tests, scientists: scientists.map((row) => row.id) };
}

/** A value for the test: mostly normal, sometimes outside the range (a few past a critical limit), or a word that is not normal. */
function bulkValue(analyte: Analyte, subject: RangeSubject, random: Random): string {
  if (analyte.kind === 'choice') {
    const abnormal = (analyte.choices ?? []).filter((choice) => !(analyte.normalChoices ?? []).includes(choice));
    return abnormal.length > 0 && random.chance(0.12) ? random.pick(abnormal) : normalValue(analyte, subject, random);
  }
  if (analyte.kind !== 'number') return normalValue(analyte, subject, random);
  const range = rangeFor(analyte.ranges, subject);
  const roll = random.next();
  if (roll < 0.02 && analyte.criticalLow !== null) return String(Math.max(0, analyte.criticalLow * 0.8).toFixed(analyte.decimals));
  if (roll < 0.04 && analyte.criticalHigh !== null) return (analyte.criticalHigh * 1.15).toFixed(analyte.decimals);
  if (roll < 0.12 && range?.high !== undefined) return (range.high * random.float(1.05, 1.4, 3)).toFixed(analyte.decimals);
  if (roll < 0.18 && range?.low !== undefined) return (range.low * random.float(0.7, 0.95, 3)).toFixed(analyte.decimals);
  return normalValue(analyte, subject, random);
}

/** Where an order placed `hoursAgo` is: in the lab for the last two days, else released (a few cancelled before collection). */
function stageOf(hoursAgo: number, random: Random): LabOrderStatus {
  if (hoursAgo > IN_LAB_HOURS) return random.chance(0.04) ? 'cancelled' : 'released';
  return random.weighted<LabOrderStatus>([
    ['ordered', 25],
    ['collected', 20],
    ['resulted', 20],
    ['released', 35],
  ]);
}

interface BulkPatient {
  id: number;
  gender: 'male' | 'female' | 'other';
  dateOfBirth: string;
}

/**
 * Writes LAB_ORDERS_PER_PATIENT orders for each patient of one batch, placed within the last year by one of the run's
 * doctors: their tests, and for those the lab has worked on, their results with ranges and flags. Three statements
 * per table's rows, in the caller's transaction. Answers how many orders were written.
 */
export async function insertBulkLabOrders(
  db: Db,
  people: readonly BulkPatient[],
  { now, doctorIds, catalogue, random }: { now: Date; doctorIds: readonly number[]; catalogue: BulkLabCatalogue; random: Random },
): Promise<number> {
  const [collector, verifier] = [catalogue.scientists[0] ?? null, catalogue.scientists[1] ?? catalogue.scientists[0] ?? null];
  const at = (hoursAgo: number) => new Date(now.getTime() - Math.round(hoursAgo * 3_600_000));
  const plans = people.flatMap((patient) =>
    Array.from({ length: LAB_ORDERS_PER_PATIENT }, () => {
      // Skewed toward the recent past: a quarter of them within the last fortnight.
      const hoursAgo = random.chance(0.25) ? random.float(4, 24 * 14, 2) : random.float(24 * 14, 24 * 365, 2);
      return { patient, hoursAgo, codes: random.weighted(ORDER_KINDS), priority: random.weighted(PRIORITIES), by: random.pick(doctorIds), status: stageOf(hoursAgo, random) };
    }),
  );
  const orderIds = await insertMany(
    db,
    schema.labOrders,
    plans.map(({ patient, hoursAgo, priority, by, status }) => {
      const worked = status !== 'ordered' && status !== 'cancelled';
      const released = status === 'released';
      const reviewed = released && hoursAgo > UNREVIEWED_HOURS;
      return {
        patientId: patient.id,
        appointmentId: null,
        orderedById: by,
        orderedAt: at(hoursAgo),
        priority,
        note: '',
        status,
        accession: worked ? `B-${patient.id}-${Math.round(hoursAgo * 100)}` : null,
        collectedAt: worked ? at(hoursAgo - 0.5) : null,
        collectedById: worked ? collector : null,
        resultedAt: status === 'resulted' || released ? at(hoursAgo - 2) : null,
        resultedById: status === 'resulted' || released ? collector : null,
        verifiedById: released ? verifier : null,
        selfVerified: released && verifier !== null && verifier === collector,
        releasedAt: released ? at(hoursAgo - 3) : null,
        cancelledAt: status === 'cancelled' ? at(hoursAgo - 1) : null,
        cancelledById: status === 'cancelled' ? by : null,
        cancelReason: status === 'cancelled' ? 'No longer needed' : null,
        reviewedAt: reviewed ? at(hoursAgo - 20) : null,
        reviewedById: reviewed ? by : null,
      };
    }),
  );
  const orderTests = plans.flatMap((plan, index) => plan.codes.map((code, position) => ({ orderId: orderIds[index], testId: catalogue.tests.get(code)!.testId, position, plan, code })));
  const orderTestIds = await insertMany(
    db,
    schema.labOrderTests,
    orderTests.map(({ orderId, testId, position }) => ({ orderId, testId, position })),
  );
  const results = orderTests.flatMap(({ orderId, plan, code }, index) => {
    if (plan.status !== 'resulted' && plan.status !== 'released') return [];
    const test = catalogue.tests.get(code)!;
    const analytes = test.kind === 'panel' ? (test.parts ?? []).map((part) => catalogue.tests.get(part)!) : [test];
    const collectedAt = at(plan.hoursAgo - 0.5);
    const subject: RangeSubject = { sex: plan.patient.gender, ageMonths: ageInMonths(plan.patient.dateOfBirth, isoDateInZone(collectedAt)) };
    return analytes.map((analyte) => {
      const read = readResult(analyte, bulkValue(analyte, subject, random));
      const value = read.ok ? read : { valueNumber: null, valueText: 'Not readable' };
      const range = analyte.kind === 'number' ? rangeFor(analyte.ranges, subject) : null;
      return {
        orderId,
        orderTestId: orderTestIds[index],
        testId: analyte.testId,
        valueNumber: value.valueNumber,
        valueText: value.valueText,
        unit: analyte.unit,
        rangeLow: range?.low ?? null,
        rangeHigh: range?.high ?? null,
        flag: flagOf(analyte, value.valueNumber ?? value.valueText ?? '', subject),
        enteredAt: at(plan.hoursAgo - 2),
        enteredById: collector,
      };
    });
  });
  await insertMany(db, schema.labResults, results);
  return orderIds.length;
}

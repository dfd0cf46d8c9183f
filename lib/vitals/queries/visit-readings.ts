import 'server-only';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { diagnosisCategories, diagnosisTests, observations, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { diagnosisTestLabel } from '@/lib/diagnosis/rules';
import { newestFirst } from '@/lib/db/newest-first';
import { formatMeasureNumber, type Measure, type MeasuredValue, type ObservationInput, type ObservationSource } from '@/lib/vitals/rules/measures';
import type { SourceObservations } from '@/lib/vitals/queries/observations';

// One visit is one sitting: the vitals taken there are measured once, whichever of the visit's records (a
// diagnosis test, a prescription) the doctor wrote them in. So a form opened from the visit starts with what
// the visit already measured; saving it records only the readings that differ from those (a reading saved twice
// would stand twice in the patient's trends); and a record of the visit shows, for each measure it did not
// record itself, the visit's reading, so that a prescription's page and printout still carry the weight the
// diagnosis test took. A voided record's readings are not the visit's.

/** A record that wrote, or is writing, readings: left out of the visit's readings it is compared with. */
export interface ReadingSource {
  source: Exclude<ObservationSource, 'registration'>;
  sourceId: number;
}

/** The latest standing reading of each measure at each of `appointmentIds`, but those `except` wrote. */
export async function readVisitReadings(db: Db, appointmentIds: readonly number[], except?: ReadingSource): Promise<Map<number, SourceObservations>> {
  const byVisit = new Map<number, SourceObservations>();
  const ids = [...new Set(appointmentIds)];
  if (ids.length === 0) return byVisit;
  // One query per kind of record, each the latest reading of every measure per visit (by the visit indexes).
  const readingsOf = (kind: ReadingSource['source'], table: typeof diagnosisTests | typeof prescriptions) =>
    db
      .selectDistinctOn([table.appointmentId, observations.measure], {
        appointmentId: table.appointmentId,
        measure: observations.measure,
        value: observations.value,
        value2: observations.value2,
        takenAt: observations.takenAt,
        id: observations.id,
      })
      .from(observations)
      .innerJoin(table, and(eq(observations.source, kind), eq(observations.sourceId, table.id)))
      .where(
        and(
          inArray(table.appointmentId, ids),
          isNull(table.voidedAt),
          isNull(observations.voidedAt),
          except?.source === kind ? ne(table.id, except.sourceId) : undefined,
        ),
      )
      .orderBy(table.appointmentId, observations.measure, newestFirst(observations.takenAt), newestFirst(observations.id));
  const rows = (await Promise.all([readingsOf('diagnosis-test', diagnosisTests), readingsOf('prescription', prescriptions)])).flat();
  // The later of the two kinds' readings of a measure is the visit's.
  rows.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime() || a.id - b.id);
  for (const { appointmentId, measure, value, value2, takenAt } of rows) {
    const visit = byVisit.get(appointmentId!) ?? { takenAt, values: {} };
    visit.values[measure] = { value, value2 };
    if (!visit.takenAt || takenAt > visit.takenAt) visit.takenAt = takenAt;
    byVisit.set(appointmentId!, visit);
  }
  return byVisit;
}

/**
 * What a record of a visit shows: its own readings, and the visit's for each measure it did not record. A
 * voided record shows only what it measured itself; a record of no visit, its own.
 */
export function withVisitReadings(own: SourceObservations | undefined, visit: SourceObservations | undefined, voided: boolean): SourceObservations | undefined {
  if (voided || !visit) return own;
  const ownMeasured = own !== undefined && Object.keys(own.values).length > 0;
  return { takenAt: ownMeasured ? own.takenAt : visit.takenAt, values: { ...visit.values, ...own?.values } };
}

/** Two readings of a measure are the same when they read the same to the measure's precision. */
function sameReading(measure: Measure, a: MeasuredValue, b: ObservationInput): boolean {
  const same = (x: number, y: number) => formatMeasureNumber(measure, x) === formatMeasureNumber(measure, y);
  return same(a.value, b.value) && (a.value2 === null || b.value2 == null ? a.value2 === (b.value2 ?? null) : same(a.value2, b.value2));
}

/**
 * The readings a record written at visit `appointmentId` records itself: all of them when it is of no visit;
 * else those that differ from the visit's (another record's) reading of the measure. Call inside its transaction.
 */
export async function readingsToRecord(db: Db, appointmentId: number | null, record: ReadingSource, values: ObservationInput[]): Promise<ObservationInput[]> {
  if (appointmentId === null || values.length === 0) return values;
  const visit = (await readVisitReadings(db, [appointmentId], record)).get(appointmentId);
  if (!visit) return values;
  return values.filter((reading) => {
    const known = visit.values[reading.measure];
    return !known || !sameReading(reading.measure, known, reading);
  });
}

/** What a form opened from a visit starts with: the visit's readings and its latest standing diagnosis test. */
export interface VisitStart {
  /** The visit's latest reading of each measure, as stored. */
  readings: Partial<Record<Measure, MeasuredValue>>;
  /** ISO instant of the latest of them; null when the visit measured nothing yet. */
  measuredAt: string | null;
  /** The latest diagnosis test written at the visit that stands: what a prescription of the visit treats. */
  diagnosisTest: { id: number; label: string } | null;
}

/** Reads what visit `appointmentId` already knows, for a new record's form. */
export async function readVisitStart(db: Db, appointmentId: number): Promise<VisitStart> {
  const [readings, [test]] = await Promise.all([
    readVisitReadings(db, [appointmentId]),
    db
      .select({ id: diagnosisTests.id, reportNumber: diagnosisTests.reportNumber, category: diagnosisCategories.name })
      .from(diagnosisTests)
      .innerJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
      .where(and(eq(diagnosisTests.appointmentId, appointmentId), isNull(diagnosisTests.voidedAt)))
      .orderBy(newestFirst(diagnosisTests.createdAt), newestFirst(diagnosisTests.id))
      .limit(1),
  ]);
  const visit = readings.get(appointmentId);
  return {
    readings: visit?.values ?? {},
    measuredAt: visit?.takenAt?.toISOString() ?? null,
    diagnosisTest: test ? { id: test.id, label: diagnosisTestLabel(test) } : null,
  };
}

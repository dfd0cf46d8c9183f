import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { labOrders, labOrderTests, labResults } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { FhirError, refusedByRule } from '@/lib/fhir/outcome';
import { referencedId } from '@/lib/fhir/search/reference';
import { analytesOf, type Analyte } from '@/lib/lab/queries/analytes';
import { currentResultIds } from '@/lib/lab/queries/fhir-results';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { afterRelease } from '@/lib/lab/writes/after-release';
import { lockOrder, wrongState, type LockedOrder } from '@/lib/lab/writes/order-state';
import { collectSpecimen, releaseOrder, replaceResult, resultRow, storeResult, subjectOf, type ResultRow } from '@/lib/lab/writes/steps';
import { labId } from '../codes';
import { reportsAnalyte } from '../units';
import type { SentBundle, SentReport } from './read-bundle';
import { readSentValue } from './result-value';

// The results of an outside laboratory written as the lab's own are (lib/lab/writes/steps.ts), in the caller's one
// transaction: the specimen taken when the order still waits for it, each result checked and flagged by the
// test's rules, and the order verified and released by the laboratory that sent it once each of its tests has a
// result and the reports are final; a released order's results amended when the reports say they are amended. Any
// refusal throws, and the transaction undoes everything before it.

/** Who sends: the connected system, as the audit trail names it, from where. */
export interface Sender {
  systemId: number;
  actorEmail: string;
  address: string;
}

/** Where each entry of the Bundle now is, in the Bundle's order; `created` false for a specimen the lab had taken already. */
export type EntryOutcome = { location: string; created: boolean };

/** A time with its offset, as a specimen's collection is recorded (a day alone says not when it was taken). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** A few minutes of clock difference between the lab's system and ours are forgiven. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;
/** The accession number the Lab screen takes (lib/lab/schema.ts). */
const ACCESSION_MAX = 40;

function collectionOf(reports: readonly SentReport[], order: LockedOrder, now: Date): { at: Date; accession: string } {
  const label = reports[0]!.label;
  const text = reports.find((report) => report.collectedAt)?.collectedAt;
  if (!text) throw refusedByRule(`${label}: say when the specimen was taken (the Specimen's collection.collectedDateTime, or the report's effectiveDateTime)`);
  const at = new Date(text);
  if (!INSTANT.test(text) || Number.isNaN(at.getTime())) throw refusedByRule(`${label}: when the specimen was taken must be a date with a time and its offset, such as 2026-11-29T09:30:00+01:00; it was ${text.slice(0, 40)}`);
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) throw refusedByRule(`${label}: the specimen cannot have been taken in the future (${text.slice(0, 40)})`);
  const accession = reports.find((report) => report.accession)?.accession ?? formatLabOrderNumber(order.number);
  if (accession.length > ACCESSION_MAX) throw refusedByRule(`${label}: an accession number is at most ${ACCESSION_MAX} characters`);
  return { at, accession };
}

/** Each result of a report read for the analyte it reports: the row to store, the lab's flag kept over the clinic's. */
function resultsOf(report: SentReport, analytes: readonly Analyte[], order: LockedOrder & { collectedAt: Date }): Array<{ entry: number; row: ResultRow }> {
  const ofTest = analytes.filter((analyte) => analyte.orderTestId === report.serviceRequestId);
  const testName = ofTest[0]?.panel ?? ofTest[0]?.name ?? 'the ordered test';
  const subject = subjectOf(order);
  const taken = new Set<number>();
  return report.results.map((sent) => {
    const sentCode = sent.loincCodes.find((code) => ofTest.some((analyte) => reportsAnalyte(code, analyte.loinc)));
    const analyte = sentCode === undefined ? undefined : ofTest.find((candidate) => reportsAnalyte(sentCode, candidate.loinc));
    if (!analyte || !sentCode) throw refusedByRule(`${sent.label}: it is not a result of ${testName}, which reports LOINC ${ofTest.map((one) => one.loinc).join(', ')}`);
    if (taken.has(analyte.testId)) throw refusedByRule(`${sent.label}: ${analyte.name} is reported twice in this report`);
    taken.add(analyte.testId);
    const value = readSentValue(analyte, sent, sentCode);
    if (!value.ok) throw refusedByRule(value.message);
    const row = resultRow(analyte, value.typed, subject);
    if ('message' in row) throw refusedByRule(`${sent.label}: ${row.message}`);
    return { entry: sent.entry, row: sent.labFlag ? { ...row, flag: sent.labFlag } : row };
  });
}

/** "1 result", "3 results". */
const resultsWord = (count: number) => `${count} result${count === 1 ? '' : 's'}`;

/** The order's audit line, written as the sending system, with the patient. */
function auditOrder(db: Db, sender: Sender, order: LockedOrder, detail: string): Promise<void> {
  return recordAudit(db, { actorId: null, actorEmail: sender.actorEmail, action: 'update', entity: 'lab-order', entityId: order.id, patientId: order.patientId, address: sender.address, detail });
}

/** Where each result sent now is: its test's current result. */
async function resultOutcomes(db: Db, orderId: number, results: ReadonlyArray<{ entry: number; row: ResultRow }>, outcomes: Map<number, EntryOutcome>): Promise<void> {
  const ids = await currentResultIds(db, orderId, results.map(({ row }) => row.analyte.testId));
  for (const { entry, row } of results) outcomes.set(entry, { location: `Observation/${labId(ids.get(row.analyte.testId)!)}`, created: true });
}

/** The Lab screen's bound on an amendment's reason. */
const REASON_MAX = 500;

/**
 * A released order's results amended by the laboratory that sent them: a report sent as amended or corrected, final,
 * each result saying why (its note, else the report's conclusion), as the Lab screen's Amend asks a scientist to. Each
 * earlier value stays, superseded; the order goes back on the ordering doctor's "To review", and a critical value is
 * told again.
 */
async function amendOrder(db: Db, locked: LockedOrder, reports: readonly SentReport[], sender: Sender, now: Date, outcomes: Map<number, EntryOutcome>): Promise<void> {
  const orderId = locked.id;
  const number = formatLabOrderNumber(locked.number);
  const label = reports[0]!.label;
  if (!reports.every((report) => report.amended)) throw new FhirError(409, 'conflict', `${label} (${number}): ${wrongState(locked.status, 'enter')} Send the report as amended or corrected, each result saying why in its note.`);
  const unfinished = reports.find((report) => !report.final);
  if (unfinished) throw refusedByRule(`${unfinished.label}: an amended report is final; none of its results may be preliminary`);
  const analytes = await analytesOf(db, orderId);
  const order = { ...locked, collectedAt: locked.collectedAt! };
  const amended = reports.flatMap((report) =>
    resultsOf(report, analytes, order).map(({ entry, row }) => {
      const sent = report.results.find((one) => one.entry === entry)!;
      const reason = sent.note ?? report.conclusion;
      if (!reason) throw refusedByRule(`${sent.label}: say why the result is amended (the Observation's note, or the report's conclusion)`);
      if (reason.length > REASON_MAX) throw refusedByRule(`${sent.label}: why it is amended is at most ${REASON_MAX} characters`);
      return { entry, row, reason };
    }),
  );
  for (const { row, reason } of amended) await replaceResult(db, orderId, row, reason, { systemId: sender.systemId }, now);
  await afterRelease(db, orderId);
  const reasons = [...new Set(amended.map(({ reason }) => reason))];
  await auditOrder(db, sender, locked, `${number}: ${resultsWord(amended.length)} amended by an outside laboratory through FHIR: ${reasons.join('; ').slice(0, 300)}`);
  await resultOutcomes(db, orderId, amended, outcomes);
  for (const report of reports) {
    outcomes.set(report.entry, { location: `DiagnosticReport/${labId(report.serviceRequestId)}`, created: false });
    if (report.specimenEntry !== null) outcomes.set(report.specimenEntry, { location: `Specimen/${orderId}`, created: false });
  }
}

/** Whether every ordered test of the order now has a current result (a panel: one of its parts at least). */
async function everyTestHasResults(db: Db, orderId: number, analytes: readonly Analyte[]): Promise<boolean> {
  const present = await db.selectDistinct({ orderTestId: labResults.orderTestId }).from(labResults).where(and(eq(labResults.orderId, orderId), isNull(labResults.supersededAt)));
  const answered = new Set(present.map((row) => row.orderTestId));
  return analytes.every((analyte) => answered.has(analyte.orderTestId));
}

/** One order's reports: checked, its specimen taken, its results stored, released when whole; the audit line. */
async function fulfilOrder(db: Db, orderId: number, reports: readonly SentReport[], sender: Sender, now: Date, outcomes: Map<number, EntryOutcome>): Promise<void> {
  const locked = await lockOrder(db, orderId);
  const label = reports[0]!.label;
  if (!locked) throw refusedByRule(`${label}: its order no longer exists`);
  const number = formatLabOrderNumber(locked.number);
  if (locked.status === 'cancelled') throw new FhirError(409, 'conflict', `${label} (${number}): ${wrongState(locked.status, 'enter')}`);
  for (const report of reports) {
    const other = report.subjectReferences.find((reference) => referencedId(reference, 'Patient') !== locked.patientId);
    if (other) throw refusedByRule(`${report.label}: ${other.slice(0, 60)} is not the patient of ${number} (Patient/${locked.patientId})`);
  }
  if (locked.status === 'released') return amendOrder(db, locked, reports, sender, now, outcomes);

  let collectedNow = false;
  let collectedAt = locked.collectedAt;
  if (locked.status === 'ordered') {
    const collection = collectionOf(reports, locked, now);
    const collected = await collectSpecimen(db, orderId, collection.accession, null, collection.at);
    if (!collected.ok) throw refusedByRule(`${label} (${number}): ${collected.message}`);
    collectedNow = true;
    collectedAt = collection.at;
  }
  const order = { ...locked, collectedAt: collectedAt! };
  const analytes = await analytesOf(db, orderId);
  const results = reports.flatMap((report) => resultsOf(report, analytes, order));
  for (const { row } of results) await storeResult(db, orderId, row, { systemId: sender.systemId }, now);

  const released = reports.every((report) => report.final) && (await everyTestHasResults(db, orderId, analytes));
  if (released) {
    // Every test has its result: the order is resulted by the outside lab, and verified and released by it.
    await db.update(labOrders).set({ status: 'resulted', resultedAt: now, resultedById: null }).where(eq(labOrders.id, orderId));
    const release = await releaseOrder(db, orderId, { systemId: sender.systemId }, false, now);
    if (!release.ok) throw new FhirError(409, 'conflict', `${label} (${number}): ${release.message}`);
    await afterRelease(db, orderId);
  }
  await auditOrder(db, sender, locked, `${number}: ${resultsWord(results.length)} from an outside laboratory through FHIR${collectedNow ? ', specimen taken' : ''}${released ? ', verified and released' : ''}`);
  await resultOutcomes(db, orderId, results, outcomes);
  for (const report of reports) {
    outcomes.set(report.entry, { location: `DiagnosticReport/${labId(report.serviceRequestId)}`, created: true });
    if (report.specimenEntry !== null) outcomes.set(report.specimenEntry, { location: `Specimen/${orderId}`, created: collectedNow });
  }
}

/**
 * Writes a laboratory's Bundle into the orders it reports on, each order locked in turn (by id, so that two
 * Bundles never wait on each other). Answers where each entry now is, in the Bundle's order.
 */
export async function fulfilResults(db: Db, sent: SentBundle, sender: Sender, now = new Date()): Promise<EntryOutcome[]> {
  const requested = [...new Set(sent.reports.map((report) => report.serviceRequestId))];
  const found = await db.select({ id: labOrderTests.id, orderId: labOrderTests.orderId }).from(labOrderTests).where(inArray(labOrderTests.id, requested));
  const orderOf = new Map(found.map((row) => [row.id, row.orderId]));
  const byOrder = new Map<number, SentReport[]>();
  for (const report of sent.reports) {
    const orderId = orderOf.get(report.serviceRequestId);
    if (orderId === undefined) throw refusedByRule(`${report.label}: ServiceRequest/${report.serviceRequestId} is not an order of this clinic`);
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), report]);
  }
  const outcomes = new Map<number, EntryOutcome>();
  for (const orderId of [...byOrder.keys()].sort((one, other) => one - other)) await fulfilOrder(db, orderId, byOrder.get(orderId)!, sender, now, outcomes);
  return sent.entries.map((_, index) => outcomes.get(index)!);
}

import 'server-only';
import type { Condition, Encounter, Immunization, MedicationRequest, MedicationStatement, Resource } from '@medplum/fhirtypes';
import { medicationHistory, otherObservations, pastVisits, patientImmunizations, patientProblems } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readImmunization, type ImmunizationRow } from '@/lib/immunizations/fhir/from-immunization';
import { readMedication, type MedicationHistoryRow } from '@/lib/medication-history/fhir/from-medication';
import type { OtherObservationRow } from '@/lib/other-observations/fhir/from-observation';
import { formularyMatch } from '@/lib/medication-history/queries/formulary-match';
import { readPastVisit, type PastVisitRow } from '@/lib/past-visits/fhir/from-encounter';
import { readProblem, type ProblemRow } from '@/lib/problems/fhir/from-condition';
import type { IncomingMeasurement } from '@/lib/vitals/fhir/observation-input';
import type { ImportContext, Mapped } from '../context';

// The parts of a record the chart keeps as the other system recorded them: problems, immunizations, medication
// history, visits elsewhere and other observations. Each entry is read by its domain's mapping (lib/<domain>/fhir/from-*.ts), staged,
// and written at the end of the import, a statement a table.

/** Rows read so far, written together when the import's entries have all been read. */
export interface StagedRows {
  vitals: Array<Omit<IncomingMeasurement, 'patientReference'>>;
  problems?: ProblemRow[];
  immunizations?: ImmunizationRow[];
  medications?: MedicationHistoryRow[];
  visits?: PastVisitRow[];
  /** Observations neither a clinic measure nor a laboratory result (lib/other-observations). */
  others?: OtherObservationRow[];
}

export interface HistoryScope {
  patientId: number;
  importId: number;
  context: ImportContext;
  now: Date;
}

type Writer = (resource: Resource, staged: StagedRows) => Promise<Mapped<unknown>>;

/** How many rows one insert takes, well under PostgreSQL's limit of parameters. */
const CHUNK = 500;

async function insertAll<Row>(rows: readonly Row[] | undefined, insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < (rows?.length ?? 0); start += CHUNK) await insert(rows!.slice(start, start + CHUNK));
}

/** The writers of each type, by resourceType, and the flush that writes what they staged. */
export function historyWriters(db: Db, scope: HistoryScope): { writers: Readonly<Record<string, Writer>>; flush: (staged: StagedRows) => Promise<void> } {
  const { context, patientId, importId } = scope;
  const stage = <Row,>(read: Mapped<Row>, push: (row: Row) => void): Mapped<Row> => {
    if (read.ok) push(read.row);
    return read;
  };
  const medication: Writer = async (resource, staged) => {
    const read = readMedication(resource as MedicationStatement | MedicationRequest, context);
    if (!read.ok) return read;
    const medicineId = await formularyMatch(db, { codes: read.row.code ? [read.row.code] : [], name: read.row.name });
    (staged.medications ??= []).push({ ...read.row, medicineId });
    return read;
  };
  const writers: Record<string, Writer> = {
    Condition: async (resource, staged) => stage(readProblem(resource as Condition, context), (row) => (staged.problems ??= []).push(row)),
    Immunization: async (resource, staged) => stage(readImmunization(resource as Immunization, context), (row) => (staged.immunizations ??= []).push(row)),
    MedicationStatement: medication,
    MedicationRequest: medication,
    Encounter: async (resource, staged) => stage(readPastVisit(resource as Encounter, context), (row) => (staged.visits ??= []).push(row)),
  };
  const owned = { patientId, importId };
  const flush = async (staged: StagedRows) => {
    await insertAll(staged.problems, (rows) => db.insert(patientProblems).values(rows.map((row) => ({ ...row, ...owned }))));
    await insertAll(staged.immunizations, (rows) => db.insert(patientImmunizations).values(rows.map((row) => ({ ...row, ...owned }))));
    await insertAll(staged.medications, (rows) => db.insert(medicationHistory).values(rows.map((row) => ({ ...row, ...owned }))));
    await insertAll(staged.visits, (rows) => db.insert(pastVisits).values(rows.map((row) => ({ ...row, ...owned }))));
    await insertAll(staged.others, (rows) => db.insert(otherObservations).values(rows.map((row) => ({ ...row, ...owned }))));
  };
  return { writers, flush };
}

import 'server-only';
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { clinicInstant } from '@/lib/clinic-time';
import { prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { orValues, readToken } from '@/lib/fhir/search/params';
import { referencedId } from '@/lib/fhir/search/reference';
import type { MedicationRow } from '@/lib/prescriptions/fhir/medication-request';

const NOTHING = sql`false`;
const anyOf = (arms: SQL[]): SQL => (arms.length === 0 ? NOTHING : arms.length === 1 ? arms[0] : (or(...arms) as SQL));

const reference = (type: string, column: typeof prescriptions.patientId | typeof prescriptions.doctorId) => (value: string) => {
  const id = referencedId(value, type);
  return id === null ? NOTHING : eq(column, id);
};

function authoredCondition(value: string): SQL {
  const { prefix, from, until } = readDaySpan('authoredon', value);
  const start = clinicInstant(from, '00:00');
  const end = clinicInstant(until, '00:00');
  const added = prescriptions.addedAt;
  if (prefix === 'ge') return gte(added, start);
  if (prefix === 'gt') return gte(added, end);
  if (prefix === 'le') return lt(added, end);
  if (prefix === 'lt') return lt(added, start);
  return and(gte(added, start), lt(added, end)) as SQL;
}

/** FHIR's statuses of a prescription's medicine as SQL: the Status switch, and voiding before it. */
const STATUS: Record<string, SQL> = {
  active: and(isNull(prescriptions.voidedAt), eq(prescriptions.status, true)) as SQL,
  completed: and(isNull(prescriptions.voidedAt), eq(prescriptions.status, false)) as SQL,
  'entered-in-error': isNotNull(prescriptions.voidedAt),
};

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => (/^\d{1,15}$/.test(value) ? eq(prescriptionMedicines.id, Number(value)) : NOTHING),
  patient: reference('Patient', prescriptions.patientId),
  subject: reference('Patient', prescriptions.patientId),
  requester: reference('Practitioner', prescriptions.doctorId),
  authoredon: authoredCondition,
  status: (value) => STATUS[readToken(value).code.trim()] ?? NOTHING,
};

/** A MedicationRequest search as SQL: the medicines of voided prescriptions only when status asks for entered-in-error. */
export function fhirMedicationRequestCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  const conditions: SQL[] = values.has('status') ? [] : [isNull(prescriptions.voidedAt)];
  for (const [name, list] of values) for (const value of list) conditions.push(anyOf(orValues(value).map(PARAMETER[name])));
  return and(...conditions) as SQL;
}

const rowsOf = (found: Array<{ medicine: typeof prescriptionMedicines.$inferSelect; prescription: typeof prescriptions.$inferSelect }>): MedicationRow[] =>
  found.map(({ medicine, prescription }) => ({ id: medicine.id, medicine, prescription }));

export async function readFhirMedicationRequests(db: Db, where: SQL, { after, before, limit }: PageBound): Promise<MedicationRow[]> {
  const position = after !== undefined ? gt(prescriptionMedicines.id, after) : before !== undefined ? lt(prescriptionMedicines.id, before) : undefined;
  const found = await db
    .select({ medicine: prescriptionMedicines, prescription: prescriptions })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .where(and(where, position))
    .orderBy(before !== undefined ? desc(prescriptionMedicines.id) : asc(prescriptionMedicines.id))
    .limit(limit);
  return rowsOf(found);
}

export async function countFhirMedicationRequests(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .where(where);
  return total;
}

/** One medicine of a prescription by id, a voided one too (it reads as entered-in-error). */
export async function readFhirMedicationRequest(db: Db, id: number): Promise<MedicationRow | undefined> {
  const found = await db
    .select({ medicine: prescriptionMedicines, prescription: prescriptions })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .where(eq(prescriptionMedicines.id, id));
  return rowsOf(found)[0];
}

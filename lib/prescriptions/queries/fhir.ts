import 'server-only';
import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { readDaySpan } from '@/lib/fhir/search/date';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { clinicDayCondition, idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { referencedId } from '@/lib/fhir/search/reference';
import type { MedicationRow } from '@/lib/prescriptions/fhir/medication-request';


const reference = (type: string, column: typeof prescriptions.patientId | typeof prescriptions.doctorId) => (value: string) => {
  const id = referencedId(value, type);
  return id === null ? NOTHING : eq(column, id);
};

/** FHIR's statuses of a prescription's medicine as SQL: the Status switch, and voiding before it. */
const STATUS: Record<string, SQL> = {
  active: and(isNull(prescriptions.voidedAt), eq(prescriptions.status, true)) as SQL,
  completed: and(isNull(prescriptions.voidedAt), eq(prescriptions.status, false)) as SQL,
  'entered-in-error': isNotNull(prescriptions.voidedAt),
};

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => idCondition(prescriptionMedicines.id, value),
  patient: reference('Patient', prescriptions.patientId),
  subject: reference('Patient', prescriptions.patientId),
  requester: reference('Practitioner', prescriptions.doctorId),
  authoredon: (value) => clinicDayCondition(prescriptions.addedAt, readDaySpan('authoredon', value)),
  status: (value) => STATUS[readToken(value).code.trim()] ?? NOTHING,
};

/** A MedicationRequest search as SQL: the medicines of voided prescriptions only when status asks for entered-in-error. */
export function fhirMedicationRequestCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(values.has('status') ? undefined : isNull(prescriptions.voidedAt), ...parameterConditions(values, PARAMETER)) as SQL;
}

const rowsOf = (found: Array<{ medicine: typeof prescriptionMedicines.$inferSelect; prescription: typeof prescriptions.$inferSelect }>): MedicationRow[] =>
  found.map(({ medicine, prescription }) => ({ id: medicine.id, medicine, prescription }));

export async function readFhirMedicationRequests(db: Db, where: SQL, bound: PageBound): Promise<MedicationRow[]> {
  const { position, order } = keyset(prescriptionMedicines.id, bound);
  const found = await db
    .select({ medicine: prescriptionMedicines, prescription: prescriptions })
    .from(prescriptionMedicines)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionMedicines.prescriptionId))
    .where(and(where, position))
    .orderBy(order)
    .limit(bound.limit);
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

import 'server-only';
import { and, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { patientAllergies, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { PageBound } from '@/lib/fhir/search/page';
import { orValues, readToken } from '@/lib/fhir/search/params';
import { referencedId } from '@/lib/fhir/search/reference';
import { anyOf, idCondition, keyset, NOTHING } from '@/lib/fhir/search/sql';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import type { AllergyRow } from '@/lib/patients/fhir/allergy';

export interface AllergySearch {
  where: SQL;
  /** The one patient the search names, when it names exactly one and asks for confirmed statements: their "No known drug allergies" may answer. */
  onePatient: number | null;
}

/** An AllergyIntolerance search as SQL; removed (voided) allergies only when verification-status=entered-in-error asks. */
export function fhirAllergySearch(values: ReadonlyMap<string, readonly string[]>): AllergySearch {
  const conditions: SQL[] = [];
  for (const value of values.get('_id') ?? []) conditions.push(anyOf(orValues(value).map((id) => idCondition(patientAllergies.id, id))));
  const named = (values.get('patient') ?? []).map((value) => orValues(value).map((one) => referencedId(one, 'Patient')));
  for (const ids of named) conditions.push(anyOf(ids.map((id) => (id === null ? NOTHING : eq(patientAllergies.patientId, id)))));
  const statuses = new Set((values.get('verification-status') ?? ['confirmed']).flatMap(orValues).map((value) => readToken(value).code));
  conditions.push(anyOf([...(statuses.has('confirmed') ? [isNull(patientAllergies.voidedAt)] : []), ...(statuses.has('entered-in-error') ? [isNotNull(patientAllergies.voidedAt)] : [])]));
  const single = named.length === 1 && named[0].length === 1 ? named[0][0] : null;
  return { where: and(...conditions) as SQL, onePatient: single !== null && !values.has('_id') && statuses.has('confirmed') ? single : null };
}

/** Whether the patient's record says "No known drug allergies". */
async function saysNoneKnown(db: Db, patientId: number | null): Promise<boolean> {
  if (patientId === null) return false;
  const [row] = await db.select({ none: patients.noKnownDrugAllergies }).from(patients).where(eq(patients.id, patientId));
  return row?.none ?? false;
}

async function allergyRows(db: Db, where: SQL, bound: PageBound): Promise<AllergyRow[]> {
  const { position, order } = keyset(patientAllergies.id, bound);
  const rows = await db.select().from(patientAllergies).where(and(where, position)).orderBy(order).limit(bound.limit);
  return rows.map((allergy) => ({ id: allergy.id, allergy }));
}

/** One page in id order, "No known drug allergies" first (key 0) when it answers. */
export async function readFhirAllergies(db: Db, { where, onePatient }: AllergySearch, bound: PageBound): Promise<AllergyRow[]> {
  const none = (await saysNoneKnown(db, onePatient)) ? [{ id: 0 as const, noneKnownFor: onePatient! }] : [];
  if (bound.before !== undefined) {
    const rows = await allergyRows(db, where, bound);
    return rows.length < bound.limit ? [...rows, ...none] : rows;
  }
  if (bound.after !== undefined || none.length === 0) return allergyRows(db, where, bound);
  return [...none, ...(await allergyRows(db, where, { limit: bound.limit - 1 }))];
}

export async function countFhirAllergies(db: Db, { where, onePatient }: AllergySearch): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(patientAllergies).where(where);
  return total + ((await saysNoneKnown(db, onePatient)) ? 1 : 0);
}

/** An allergy by its id (`12`, a removed one too), or a patient's "No known drug allergies" (`nkda-7`) while the record says it. */
export async function readFhirAllergy(db: Db, id: string): Promise<AllergyRow | undefined> {
  const none = /^nkda-(\d+)$/.exec(id);
  if (none) {
    const patientId = parseRowId(none[1]);
    return patientId !== null && (await saysNoneKnown(db, patientId)) ? { id: 0, noneKnownFor: patientId } : undefined;
  }
  const allergyId = parseRowId(id);
  if (allergyId === null) return undefined;
  const [allergy] = await db.select().from(patientAllergies).where(eq(patientAllergies.id, allergyId));
  return allergy ? { id: allergy.id, allergy } : undefined;
}

import 'server-only';
import { asc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { medicines } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { formularyNamesOf, formularyTermsOf } from '../rules/rxnorm-name';

/** What a medicine sent by another system is known by: its codes and its name, as sent. */
export interface SentMedicine {
  codes: readonly string[];
  name: string;
}

/** A formulary entry as the app names it everywhere ("Amlodipine 5 mg tablet"): name, strength and form, in lower case. */
const lowerLabel = sql`lower(concat_ws(' ', ${medicines.name}, nullif(${medicines.strength}, ''), nullif(${medicines.form}, '')))`;
const lowerName = sql`lower(${medicines.name})`;

/**
 * The formulary's entry for a medicine from an imported record, or null when it has none: the entry whose code is
 * one of those sent (the shipped list's own codes, which a record exported by another installation of this app
 * carries), else the one whose full name is the name sent ("Amlodipine 5 mg tablet", as this app writes a medicine
 * out), else the first whose generic name is ("Amlodipine": the formulary's generic name is its `name`), each in
 * any letter case. An RxNorm or SNOMED CT code names no entry: the formulary keeps none. Else, for a name written as
 * RxNorm names a clinical drug ("lisinopril 10 MG Oral Tablet", rules/rxnorm-name.ts), the entry of its generic
 * names, the same strength and form first, then the same strength, then any of them. The formulary is a few hundred
 * rows, so each query reads it whole at worst.
 */
export async function formularyMatch(db: Db, { codes, name }: SentMedicine): Promise<number | null> {
  const sentCodes = [...new Set(codes.map((code) => code.trim()).filter(Boolean))];
  const sentName = name.trim();
  const conditions: SQL[] = [];
  if (sentCodes.length > 0) conditions.push(inArray(medicines.code, sentCodes));
  if (sentName) conditions.push(sql`${lowerLabel} = lower(${sentName}::text)`, sql`${lowerName} = lower(${sentName}::text)`);
  if (conditions.length === 0) return null;
  const codeMatches = sentCodes.length > 0 ? inArray(medicines.code, sentCodes) : sql`false`;
  const [match] = await db
    .select({ id: medicines.id })
    .from(medicines)
    .where(or(...conditions))
    .orderBy(sql`case when ${codeMatches} then 0 when ${lowerLabel} = lower(${sentName}::text) then 1 else 2 end`, asc(medicines.id))
    .limit(1);
  return match?.id ?? (sentName ? rxnormMatch(db, sentName) : null);
}

/** The entry of an RxNorm clinical drug's generic names: the same strength and form first, then strength, then any. */
async function rxnormMatch(db: Db, sentName: string): Promise<number | null> {
  const terms = formularyTermsOf(sentName);
  if (!terms) return null;
  const sameStrength = sql`lower(${medicines.strength}) = lower(${terms.strength}::text)`;
  const sameForm = terms.form ? sql`${medicines.form} = ${terms.form}::text` : sql`false`;
  const [match] = await db
    .select({ id: medicines.id })
    .from(medicines)
    .where(inArray(lowerName, formularyNamesOf(terms)))
    .orderBy(sql`case when ${sameStrength} and ${sameForm} then 0 when ${sameStrength} then 1 else 2 end`, asc(medicines.id))
    .limit(1);
  return match?.id ?? null;
}

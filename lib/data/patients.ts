import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { patients } from '@/lib/db/schema';

export type PatientRecord = typeof patients.$inferSelect;

export interface PatientFilters {
  /** Case-insensitive "contains" on the full name. */
  search?: string;
  state?: string;
  bloodGroup?: string;
}

export interface PatientListParams extends PatientFilters {
  /** From 1. */
  page: number;
  limit: number;
}

/** `%` and `_` in what the doctor typed are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function patientFilter({ search, state, bloodGroup }: PatientFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) conditions.push(sql`lower(${patients.fullName}) like ${`%${escapeLike(search.toLowerCase())}%`}`);
  if (state) conditions.push(sql`lower(${patients.state}) = ${state.toLowerCase()}`);
  if (bloodGroup) conditions.push(eq(patients.bloodGroup, bloodGroup));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of patients in id order, and how many match in all. */
export async function listPatients(db: Db, { page, limit, ...filters }: PatientListParams): Promise<{ rows: PatientRecord[]; total: number }> {
  const where = patientFilter(filters);
  const rows = await db
    .select()
    .from(patients)
    .where(where)
    .orderBy(asc(patients.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(patients).where(where);
  return { rows, total };
}

export async function getPatient(db: Db, id: number): Promise<PatientRecord | null> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row ?? null;
}

/** Emails are unique regardless of case. */
export async function findPatientByEmail(db: Db, email: string): Promise<PatientRecord | null> {
  const [row] = await db
    .select()
    .from(patients)
    .where(sql`lower(${patients.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

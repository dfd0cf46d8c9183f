import 'server-only';
import { asc, eq, or, sql } from 'drizzle-orm';
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { containsPattern } from '@/lib/db/paging';

/** An account the Audit screen's Person filter offers (plain data: it goes to the browser). */
export interface AuditPerson {
  id: number;
  /** "Dr. First Last". */
  name: string;
  email: string;
}

/** How many accounts one search of the Person filter lists; typing narrows the rest. */
export const AUDIT_PEOPLE_LIMIT = 8;

const personColumns = { id: doctors.id, name: doctorDisplayName(), email: doctors.email };

/**
 * The accounts whose name or email holds `q` (any letter case), by name, at most `limit`: the Person filter
 * searches as the administrator types instead of listing every account. No text lists the first by name.
 */
export async function searchAuditPeople(db: Db, { q, limit = AUDIT_PEOPLE_LIMIT }: { q: string; limit?: number }): Promise<AuditPerson[]> {
  const pattern = containsPattern(q);
  return db
    .select(personColumns)
    .from(doctors)
    .where(q ? or(sql`lower(${doctorDisplayName()}) like ${pattern}`, sql`lower(${doctors.email}) like ${pattern}`) : undefined)
    .orderBy(asc(doctors.firstName), asc(doctors.lastName), asc(doctors.id))
    .limit(limit);
}

/** The account a `?person=` names, so that the filter shows who it is; null for an id that is no account. */
export async function getAuditPerson(db: Db, id: number): Promise<AuditPerson | null> {
  const [person] = await db.select(personColumns).from(doctors).where(eq(doctors.id, id)).limit(1);
  return person ?? null;
}

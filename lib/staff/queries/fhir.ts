import 'server-only';
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/db/paging';
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { PageBound } from '@/lib/fhir/search/page';
import { readToken } from '@/lib/fhir/search/params';
import { idCondition, keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import type { PractitionerRow } from '@/lib/staff/fhir/practitioner';

const PARAMETER: Record<string, (value: string) => SQL> = {
  _id: (value) => idCondition(doctors.id, value),
  identifier: (value) => eq(sql`lower(trim(${doctors.licenseNumber}))`, readToken(value).code.trim().toLowerCase()),
  name: (value) => {
    const start = containsPattern(value).slice(1);
    return or(sql`lower(${doctors.firstName}) like ${start}`, sql`lower(${doctors.lastName}) like ${start}`) as SQL;
  },
  active: (value) => {
    const code = readToken(value).code.trim();
    return code === 'true' ? eq(doctors.status, 'active') : code === 'false' ? eq(doctors.status, 'disabled') : NOTHING;
  },
};

const COLUMNS = { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, email: doctors.email, phone: doctors.phone, licenseNumber: doctors.licenseNumber, status: doctors.status };

/** A Practitioner search as SQL: accounts waiting for approval are never the clinic's practitioners. */
export function fhirPractitionerCondition(values: ReadonlyMap<string, readonly string[]>): SQL {
  return and(ne(doctors.status, 'pending'), ...parameterConditions(values, PARAMETER)) as SQL;
}

export function readFhirPractitioners(db: Db, where: SQL, bound: PageBound): Promise<PractitionerRow[]> {
  const { position, order } = keyset(doctors.id, bound);
  return db.select(COLUMNS).from(doctors).where(and(where, position)).orderBy(order).limit(bound.limit);
}

export async function countFhirPractitioners(db: Db, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(doctors).where(where);
  return total;
}

/** A practitioner by id: undefined for an id nobody has, or an account still waiting for approval. */
export async function readFhirPractitioner(db: Db, id: number): Promise<PractitionerRow | undefined> {
  const [row] = await db.select(COLUMNS).from(doctors).where(and(eq(doctors.id, id), ne(doctors.status, 'pending')));
  return row;
}

import 'server-only';
import type { Resource } from '@medplum/fhirtypes';
import type { Db } from '@/lib/db/types';
import { badRequest, FhirError } from './outcome';
import type { TypeSearch } from './searches';
import { readSearch } from './search/params';

/** What `If-None-Exist` found: nothing (create), or the one resource that exists, with the patient it is about. */
export type ConditionalMatch = { found: false } | { found: true; resource: Resource; patientId: number | null };

/**
 * FHIR's conditional create: the `If-None-Exist` header's query run as the type's search. No match: the resource
 * is created. One match: nothing is created and that one is answered. More than one: 412, since the client's
 * criteria do not tell which. A parameter the type does not search by is a 400 (strict: an ignored criterion
 * would create what the client meant to find), as is a header that names none.
 */
export async function ifNoneExist(db: Db, request: Request, search: TypeSearch): Promise<ConditionalMatch> {
  const header = request.headers.get('if-none-exist');
  if (header === null) return { found: false };
  const query = header.trim().replace(/^[^?]*\?/, '');
  const criteria = readSearch(new URL(`http://criteria/?${query}`), search.parameters.map(({ name }) => name), 'handling=strict');
  if (criteria.values.size === 0) throw badRequest(`If-None-Exist must name search criteria of ${search.type}, e.g. identifier=…; it was "${header.slice(0, 80)}".`);
  const plan = search.plan(db, criteria.values);
  const rows = await plan.read({ limit: 2 });
  if (rows.length === 0) return { found: false };
  if (rows.length > 1) throw new FhirError(412, 'duplicate', `If-None-Exist matches more than one ${search.type}: make the criteria name one.`);
  return { found: true, resource: plan.toResource(rows[0]!), patientId: plan.patientIdOf(rows[0]!) };
}

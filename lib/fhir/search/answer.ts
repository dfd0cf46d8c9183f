import 'server-only';
import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { fhirBase } from '../base';
import { searchsetBundle } from '../bundle';
import { requireAccess, type FhirCaller } from '../caller';
import type { SearchParameterDefinition } from '../capability';
import { fhirResponse } from '../respond';
import type { SearchPlan, TypeSearch } from '../searches';
import { canonicalSearch, readCursor } from './cursor';
import { pageLinks } from './links';
import { INCLUDE_PARAMETERS, readIncludes, resourcesIncluded } from './include';
import { readKeysetPage } from './page';
import { readSearch, type SearchRequest } from './params';

export type { SearchPlan } from '../searches';

/** Where audit lines say a read through FHIR came from: the method and path, never the query (it may hold a name). */
export const fhirReadSource = (request: Request) => `through FHIR: ${request.method} ${new URL(request.url).pathname}`;

/**
 * A type's search, answered: its parameters read (lib/fhir/search/params.ts), one page by keyset from a signed
 * cursor, the total, the page links, what `_include` and `_revinclude` bring (lib/fhir/search/include.ts), and one
 * audit line per patient shown, written before the answer leaves.
 */
export async function answerSearch<Row extends { id: number }>(
  request: Request,
  caller: FhirCaller,
  { type, parameters, plan }: { type: string; parameters: readonly SearchParameterDefinition[]; plan: (search: SearchRequest) => SearchPlan<Row> },
): Promise<Response> {
  await requireAccess(caller, type, 's');
  const url = new URL(request.url);
  const search = readSearch(url, parameters.map(({ name }) => name), request.headers.get('prefer'), INCLUDE_PARAMETERS);
  const includes = readIncludes(type, search.values, search.strict);
  const { read, count, toResource, patientIdOf } = plan({ ...search, values: includes.values });
  const canonical = canonicalSearch(type, search.values, search.count);
  const position = search.cursor ? readCursor(getEnv().SESSION_SECRET, canonical, search.cursor) : null;
  const page = await readKeysetPage(read, position, search.count);
  // A first page with no next one holds every match: it is its own count, and the count's query is spared.
  const whole = position === null && page.next === null && search.count > 0;
  const total = !search.total ? undefined : whole ? page.rows.length : await count();

  const linkTo = pageLinks(type, search, canonical);

  const patientIds = page.rows.map(patientIdOf).filter((id): id is number => id !== null);
  const included = await resourcesIncluded(await getDb(), caller, includes, patientIds);
  await recordRead(await getDb(), { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([...patientIds, ...included.patientIds]) });
  const bundle = searchsetBundle({
    base: fhirBase(),
    matches: page.rows.map(toResource),
    included: included.resources,
    total,
    links: { self: linkTo(position), next: page.next ? linkTo(page.next) : undefined, previous: page.previous ? linkTo(page.previous) : undefined },
    issues: [...search.ignored, ...includes.ignored, ...included.issues],
  });
  return fhirResponse(bundle);
}

/** A search of a type of the server's table (lib/fhir/searches.ts). */
export async function answerTypeSearch(request: Request, caller: FhirCaller, typeSearch: TypeSearch): Promise<Response> {
  const db = await getDb();
  return answerSearch(request, caller, { type: typeSearch.type, parameters: typeSearch.parameters, plan: ({ values }) => typeSearch.plan(db, values) });
}

import 'server-only';
import type { OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { patientsShown, recordRead } from '@/lib/audit';
import { neededScope } from '@/lib/connected-systems/rules/scopes';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import { fhirBase } from './base';
import { searchsetBundle } from './bundle';
import { requireAccess, type FhirCaller } from './caller';
import { notFound, outcomeIssue } from './outcome';
import { rowId } from './read';
import { fhirResponse } from './respond';
import { canonicalSearch, readSectionCursor, type SectionPosition } from './search/cursor';
import { pageLinks } from './search/links';
import { orValues, readSearch } from './search/params';
import { fhirReadSource } from './search/answer';
import { PATIENT_COMPARTMENT, SEARCHES, type SearchPlan, type SearchedType } from './searches';

/** The operation's own parameter: which types of the record to return (all of them unless given). */
export const EVERYTHING_PARAMETERS = [{ name: '_type', type: 'token', documentation: 'The resource types to return, comma-separated (every type of the record unless given).' }] as const;

interface Section {
  type: SearchedType;
  plan: SearchPlan<{ id: number }>;
}

/** The record's types, the patient first, each read as its own search of `patient` (lib/fhir/searches.ts). */
export function sectionsOf(db: Db, patientId: number, types: readonly SearchedType[]): Section[] {
  const patient: Section = { type: 'Patient', plan: SEARCHES.Patient.plan(db, new Map([['_id', [String(patientId)]]])) };
  const others = types.map((type) => ({ type, plan: SEARCHES[type].plan(db, new Map([['patient', [String(patientId)]]])) }));
  return [patient, ...others];
}

/**
 * One page of the record from `start`: the sections in order, each by keyset on its ids, a page running on into the
 * next section when one ends. `next` is where the following page starts, or null at the end.
 */
export async function readPage(sections: readonly Section[], start: SectionPosition, count: number): Promise<{ resources: Resource[]; next: SectionPosition | null }> {
  const resources: Resource[] = [];
  let room = count;
  for (let section = start.section; section < sections.length; section += 1) {
    const { plan } = sections[section]!;
    const after = section === start.section ? start.after : undefined;
    // With the page full, one row is enough to know whether another page follows.
    const rows = await plan.read({ after, limit: room + 1 });
    const taken = rows.slice(0, room);
    resources.push(...taken.map(plan.toResource));
    if (rows.length > room) return { resources, next: taken.length > 0 ? { section, after: taken[taken.length - 1]!.id } : { section, ...(after === undefined ? {} : { after }) } };
    room -= taken.length;
  }
  return { resources, next: null };
}

/**
 * GET /fhir/Patient/{id}/$everything: the patient's whole record, paged: the Patient, then each type about them that
 * the caller may search, in a fixed order. A type the token does not allow is left out and said in the Bundle. The
 * patient's read is one audit line, whatever the page holds.
 */
export async function answerEverything(request: Request, caller: FhirCaller, id: string): Promise<Response> {
  await requireAccess(caller, 'Patient', 'r');
  const url = new URL(request.url);
  const search = readSearch(url, EVERYTHING_PARAMETERS.map(({ name }) => name), request.headers.get('prefer'));
  const patientId = rowId(id);
  const db = await getDb();
  const asked = (search.values.get('_type') ?? []).flatMap(orValues);
  const issues: OperationOutcomeIssue[] = [...search.ignored];
  const types = PATIENT_COMPARTMENT.filter((type) => {
    if (asked.length > 0 && !asked.includes(type)) return false;
    if (caller.may(type, 's')) return true;
    issues.push(outcomeIssue('information', 'suppressed', `${type} is left out: this token does not allow it (${neededScope(type, 's')}).`));
    return false;
  });
  for (const type of asked) if (type !== 'Patient' && !(PATIENT_COMPARTMENT as readonly string[]).includes(type)) issues.push(outcomeIssue('information', 'not-supported', `_type ${type} is not part of a patient's record here and was ignored.`));

  if (patientId === null) throw notFound(`Patient/${id} is not known here.`);
  const sections = sectionsOf(db, patientId, types);
  const path = `Patient/${patientId}/$everything`;
  const canonical = canonicalSearch(path, search.values, search.count);
  const start = search.cursor ? readSectionCursor(getEnv().SESSION_SECRET, canonical, search.cursor) : { section: 0 };
  // A first page starts with the Patient: it is its own check that the patient exists (one statement fewer).
  const startsWithPatient = start.section === 0 && start.after === undefined && search.count > 0;
  if (!startsWithPatient && (await sections[0]!.plan.read({ limit: 1 })).length === 0) throw notFound(`Patient/${id} is not known here.`);
  const page = search.count === 0 ? { resources: [], next: null } : await readPage(sections, start, search.count);
  if (startsWithPatient && page.resources[0]?.resourceType !== 'Patient') throw notFound(`Patient/${id} is not known here.`);
  // A record that fits on its first page is its own count: the types are counted only when it runs on.
  const whole = !search.cursor && page.next === null && search.count > 0;
  const total = !search.total ? undefined : whole ? page.resources.length : 1 + (await Promise.all(sections.slice(1).map((section) => section.plan.count()))).reduce((sum, one) => sum + one, 0);
  const linkTo = pageLinks(path, search, canonical);

  await recordRead(db, { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([patientId!]) });
  return fhirResponse(
    searchsetBundle({
      base: fhirBase(),
      matches: page.resources,
      total,
      links: { self: linkTo(search.cursor ? start : null), next: page.next ? linkTo(page.next) : undefined },
      issues,
    }),
  );
}

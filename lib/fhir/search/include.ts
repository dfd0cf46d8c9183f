import 'server-only';
import type { OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import type { Db } from '@/lib/db/types';
import { requireAccess, type FhirCaller } from '../caller';
import { badRequest, outcomeIssue } from '../outcome';
import { PATIENT_COMPARTMENT, SEARCHES, type SearchedType } from '../searches';

export const INCLUDE_PARAMETERS = ['_include', '_revinclude'] as const;

/** The most resources `_revinclude` adds to one page: a page of patients with years of vitals stays a page. */
export const REVINCLUDE_MAX = 1000;

/** What a search asked to bring beside its matches. */
export interface Includes {
  /** The search's own parameters, without `_include` and `_revinclude`. */
  values: ReadonlyMap<string, readonly string[]>;
  /** `_include=<Type>:patient`: the patients of the matches. */
  patients: boolean;
  /** `_revinclude=<Type>:patient` on Patient: those types' resources about the matched patients. */
  revinclude: SearchedType[];
  ignored: OperationOutcomeIssue[];
}

const REFERENCE = /^([A-Za-z]+):(patient|subject)$/;
const isCompartmentType = (name: string): name is SearchedType => (PATIENT_COMPARTMENT as readonly string[]).includes(name);

/**
 * Reads `_include` and `_revinclude`: a type's own `:patient` (or `:subject`) reference to include the matches'
 * patients, and on Patient, `<Type>:patient` for any type about one patient. Anything else is ignored and said in
 * the Bundle, or refused under `Prefer: handling=strict`.
 */
export function readIncludes(type: string, values: ReadonlyMap<string, readonly string[]>, strict: boolean): Includes {
  const own = new Map(values);
  for (const name of INCLUDE_PARAMETERS) own.delete(name);
  const found: Includes = { values: own, patients: false, revinclude: [], ignored: [] };
  const refuse = (name: string, value: string, supported: string) => {
    const message = `${name}=${value} is not supported here and was ignored; ${supported}.`;
    if (strict) throw badRequest(message.replace(' and was ignored', ''));
    found.ignored.push(outcomeIssue('information', 'not-supported', message));
  };
  for (const value of values.get('_include') ?? []) {
    const match = REFERENCE.exec(value);
    if (match && match[1] === type && isCompartmentType(type)) found.patients = true;
    else refuse('_include', value, isCompartmentType(type) ? `this search includes ${type}:patient` : 'this search includes nothing');
  }
  for (const value of values.get('_revinclude') ?? []) {
    const match = REFERENCE.exec(value);
    if (type === 'Patient' && match && isCompartmentType(match[1]!)) {
      if (!found.revinclude.includes(match[1])) found.revinclude.push(match[1]);
    } else refuse('_revinclude', value, type === 'Patient' ? `a Patient search reverse-includes ${PATIENT_COMPARTMENT.map((one) => `${one}:patient`).join(', ')}` : 'only a Patient search reverse-includes');
  }
  return found;
}

/** Reads what `includes` asks for the page's patients, each type as the caller may read it. */
export async function resourcesIncluded(db: Db, caller: FhirCaller, includes: Includes, pagePatients: readonly number[]): Promise<{ resources: Resource[]; patientIds: number[]; issues: OperationOutcomeIssue[] }> {
  const ids = [...new Set(pagePatients)];
  const found: { resources: Resource[]; patientIds: number[]; issues: OperationOutcomeIssue[] } = { resources: [], patientIds: [], issues: [] };
  if (ids.length === 0) return found;
  if (includes.patients) {
    await requireAccess(caller, 'Patient', 'r');
    const plan = SEARCHES.Patient.plan(db, new Map([['_id', [ids.join(',')]]]));
    found.resources.push(...(await plan.read({ limit: ids.length })).map(plan.toResource));
  }
  for (const type of includes.revinclude) {
    await requireAccess(caller, type, 's');
    const plan = SEARCHES[type].plan(db, new Map([['patient', [ids.join(',')]]]));
    const rows = await plan.read({ limit: REVINCLUDE_MAX + 1 });
    if (rows.length > REVINCLUDE_MAX) {
      found.issues.push(outcomeIssue('warning', 'too-costly', `Only the first ${REVINCLUDE_MAX} ${type} resources of these patients are included; search ${type}?patient=… to page through them all.`));
    }
    for (const row of rows.slice(0, REVINCLUDE_MAX)) {
      found.resources.push(plan.toResource(row));
      const patientId = plan.patientIdOf(row);
      if (patientId !== null) found.patientIds.push(patientId);
    }
  }
  return found;
}

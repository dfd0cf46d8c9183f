import type { Bundle, BundleEntry, BundleLink, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { operationOutcome } from './outcome';

export interface SearchsetParts {
  /** The server's base address (`https://…/fhir`), which every fullUrl starts with. */
  base: string;
  /** The matches, in order. */
  matches: Resource[];
  /** Resources the search's `_include` or `_revinclude` brought with the matches. */
  included?: Resource[];
  /** Every match of the search, across its pages; undefined when the client asked for none (`_total=none`). */
  total?: number;
  links: { self: string; next?: string; previous?: string };
  /** Said in an OperationOutcome entry (the parameters ignored). */
  issues?: OperationOutcomeIssue[];
}

const entryOf = (base: string, resource: Resource, mode: 'match' | 'include'): BundleEntry => ({
  fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
  resource,
  search: { mode },
});

/** A page of a search as FHIR answers it: a Bundle of type searchset with its total and its page links. */
export function searchsetBundle({ base, matches, included = [], total, links, issues = [] }: SearchsetParts): Bundle {
  const link: BundleLink[] = [{ relation: 'self', url: links.self }];
  if (links.next) link.push({ relation: 'next', url: links.next });
  if (links.previous) link.push({ relation: 'previous', url: links.previous });
  const entry: BundleEntry[] = [...matches.map((resource) => entryOf(base, resource, 'match')), ...included.map((resource) => entryOf(base, resource, 'include'))];
  if (issues.length > 0) entry.push({ resource: operationOutcome(issues), search: { mode: 'outcome' } });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(total === undefined ? {} : { total }),
    link,
    ...(entry.length > 0 ? { entry } : {}),
  };
}

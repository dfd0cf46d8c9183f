import type { OperationOutcomeIssue } from '@medplum/fhirtypes';
import { badRequest, outcomeIssue } from '../outcome';

/** A page of a search holds this many entries unless `_count` says otherwise, and never more than the most. */
export const DEFAULT_COUNT = 20;
export const MAX_COUNT = 200;

/** Parameters every search takes, whatever its resource type. */
const COMMON = ['_count', '_total', '_format', '_cursor'] as const;

export interface SearchRequest {
  /** Each known parameter's values: a parameter given twice must match both (AND); a comma inside one is OR. */
  values: ReadonlyMap<string, readonly string[]>;
  /** How many entries a page holds (0: the total alone). */
  count: number;
  /** Whether the Bundle counts every match (`_total=none` spares the count). */
  total: boolean;
  /** The signed position of a page after the first, as the Bundle's own links carry it. */
  cursor: string | null;
  /** An information issue per parameter the server does not know (FHIR's lenient handling): it was ignored. */
  ignored: OperationOutcomeIssue[];
  /** `Prefer: handling=strict`: what cannot be honoured is refused rather than ignored. */
  strict: boolean;
}

/**
 * A search's query string read against the parameters its resource type takes (`known`). A parameter it does
 * not take is ignored and said in the Bundle, as FHIR's lenient handling asks; with `Prefer: handling=strict`
 * it is a 400. A bad `_count` or `_total` is a 400 either way. `also` names parameters taken beside the type's own
 * (`_include`, `_revinclude`), which a refusal does not list as search parameters.
 */
export function readSearch(url: URL, known: readonly string[], prefer: string | null, also: readonly string[] = []): SearchRequest {
  const strict = /(^|[,;\s])handling\s*=\s*strict\b/i.test(prefer ?? '');
  const values = new Map<string, string[]>();
  const unknown = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if ((COMMON as readonly string[]).includes(name)) continue;
    if (!known.includes(name) && !also.includes(name)) {
      unknown.add(name);
      continue;
    }
    if (value.trim() === '') continue;
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  if (strict && unknown.size > 0) throw badRequest(`Unknown search parameter${unknown.size > 1 ? 's' : ''}: ${[...unknown].join(', ')}. This server searches by ${known.join(', ')}.`);
  return {
    values,
    count: readCount(url.searchParams.get('_count')),
    total: readTotal(url.searchParams.get('_total')),
    cursor: url.searchParams.get('_cursor'),
    ignored: [...unknown].map((name) => outcomeIssue('information', 'not-supported', `The search parameter ${name} is not supported here and was ignored.`)),
    strict,
  };
}

function readCount(text: string | null): number {
  if (text === null) return DEFAULT_COUNT;
  if (!/^\d{1,6}$/.test(text.trim())) throw badRequest(`_count must be a whole number from 0 to ${MAX_COUNT}; it was "${text}".`);
  return Math.min(Number(text), MAX_COUNT);
}

function readTotal(text: string | null): boolean {
  if (text === null || text === 'accurate' || text === 'estimate') return true;
  if (text === 'none') return false;
  throw badRequest(`_total must be none, estimate or accurate; it was "${text}".`);
}

/** A parameter's values split on its unescaped commas (FHIR's OR), each unescaped; empty ones dropped. */
export function orValues(value: string): string[] {
  return value
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\([,$|\\])/g, '$1').trim())
    .filter(Boolean);
}

/** A token's `system|code` (either side may be empty), or the code alone when it has no bar. */
export function readToken(value: string): { system: string | null; code: string } {
  const bar = value.search(/(?<!\\)\|/);
  if (bar < 0) return { system: null, code: value };
  return { system: value.slice(0, bar), code: value.slice(bar + 1) };
}

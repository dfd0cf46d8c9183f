import 'server-only';
import { getEnv } from '@/lib/env';
import { fhirUrl } from '../base';
import { signCursor, type PagePosition, type SectionPosition } from './cursor';
import type { SearchRequest } from './params';

/**
 * The links of a search's pages at `path`: its parameters as asked, its page size, `_total=none` when asked, and the
 * page's position in a cursor signed with the search (`canonical`), so that a client cannot move it elsewhere.
 */
export function pageLinks(path: string, search: Pick<SearchRequest, 'values' | 'count' | 'total'>, canonical: string) {
  const secret = getEnv().SESSION_SECRET;
  return (at: PagePosition | SectionPosition | null): string => {
    const query = new URLSearchParams();
    for (const [name, list] of search.values) for (const value of list) query.append(name, value);
    query.set('_count', String(search.count));
    if (!search.total) query.set('_total', 'none');
    if (at) query.set('_cursor', signCursor(secret, canonical, at));
    return fhirUrl(path, query.toString());
  };
}

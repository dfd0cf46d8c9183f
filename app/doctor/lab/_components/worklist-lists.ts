import type { WorklistStatus } from '@/lib/lab/queries/worklist';
import { WORKLISTS } from '@/lib/lab/rules/states';

// Not a client or server module: the page reads the URL with it, the tabs and the rows speak with it.

/** The Lab screen's four lists as the URL names them (?list=), each one state of an order. */
export const LIST_SLUGS = {
  ordered: 'to-collect',
  collected: 'in-progress',
  resulted: 'to-verify',
  released: 'released',
} as const;

export type ListSlug = (typeof LIST_SLUGS)[WorklistStatus];

/** What each list says when it holds no order. */
export const EMPTY_MESSAGES: Record<WorklistStatus, string> = {
  ordered: 'Nothing to collect.',
  collected: 'Nothing in progress.',
  resulted: 'Nothing to verify.',
  released: 'Nothing released yet.',
};

/** The list a `?list=` names; anything else (none, a stale or hand-edited link) is To collect, the day's first work. */
export function listOfSlug(slug: string | string[] | undefined): WorklistStatus {
  const text = Array.isArray(slug) ? slug[0] : slug;
  return WORKLISTS.find((list) => LIST_SLUGS[list.status] === text)?.status ?? 'ordered';
}

export const labelOf = (status: WorklistStatus): string => WORKLISTS.find((list) => list.status === status)!.label;

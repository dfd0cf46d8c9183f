// What the admission page shows of a long stay before the doctor asks for all of it: the latest rounds and notes,
// about ten days of a stay with two rounds a day. A stay of weeks stays one quick page on a ward phone, and the rest
// is one link away.

/** The rounds' readings shown first, newest first. */
export const RECENT_ROUNDS = 20;

/** The progress notes shown first, newest first. */
export const RECENT_NOTES = 20;

/** The part of the page a "Show all" opens: its list in full, its heading's anchor. */
export type StayList = 'vitals' | 'notes';

/**
 * The admission page's address with `list` shown in full, keeping the other list as it is, at that list's heading.
 * `shown` says which lists are shown in full now.
 */
export function showAllHref(admissionId: number, list: StayList, shown: Partial<Record<StayList, 'all'>>): string {
  const query = new URLSearchParams();
  for (const name of ['vitals', 'notes'] as const) if (name === list || shown[name] === 'all') query.set(name, 'all');
  return `/doctor/admissions/${admissionId}?${query}#admission-${list}`;
}

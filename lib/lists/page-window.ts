export type PageWindowItem = number | 'gap';

/**
 * The numbered page links to show: the first and last page, and `radius` pages either side of the current
 * one, with gaps between. 1 000 pages give a handful of links, not a thousand.
 */
export function pageWindow(current: number, totalPages: number, radius = 2): PageWindowItem[] {
  if (totalPages <= 0) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous > 1) items.push(page - previous === 2 ? previous + 1 : 'gap');
    items.push(page);
  }
  return items;
}

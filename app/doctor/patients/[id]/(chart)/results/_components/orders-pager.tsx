import Link from '@/components/ui/link';
import { pageCountOf } from '@/lib/lists/table-url';

/** `?ordersPage=`: the Results part's page of orders, in the address so that a reload or a shared link shows it. */
export const ORDERS_PAGE_PREFIX = 'orders';

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';

/** "Page 2 of 4" with links to the newer and the older orders; nothing when they fit on one page. */
export function OrdersPager({ page, total, pageSize, href }: { page: number; total: number; pageSize: number; href: (page: number) => string }) {
  const pages = pageCountOf(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Lab orders pages" className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </span>
      <span className="flex gap-4">
        {page > 1 ? (
          <Link href={href(page - 1)} className={LINK_CLASS}>
            Newer orders
          </Link>
        ) : null}
        {page < pages ? (
          <Link href={href(page + 1)} className={LINK_CLASS}>
            Older orders
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

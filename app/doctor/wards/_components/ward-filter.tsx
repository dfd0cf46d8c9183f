import Link from '@/components/ui/link';
import { cn } from '@/lib/utils';

const WARDS_PATH = '/doctor/wards';

/** The board's address for one ward, or for all of them. */
export const wardBoardHref = (wardId?: number) => (wardId === undefined ? WARDS_PATH : `${WARDS_PATH}?ward=${wardId}`);

/**
 * The filter by ward: links (it works before the page's script, and each is an address to keep), the chosen one
 * marked as the current page.
 */
export function WardFilter({ wards, current }: { wards: ReadonlyArray<{ wardId: number; name: string }>; current: number | undefined }) {
  const choices = [{ wardId: undefined, name: 'All wards' }, ...wards];
  return (
    <nav aria-label="Filter by ward">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ wardId, name }) => {
          const chosen = wardId === current;
          return (
            <li key={wardId ?? 'all'}>
              <Link
                href={wardBoardHref(wardId)}
                aria-current={chosen ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                  chosen && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

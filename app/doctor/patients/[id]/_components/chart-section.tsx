import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { formatCount } from '@/lib/format';

/** One part of the chart: a heading, how many rows it has in all, an optional link to its screen, and its content. */
export function ChartSection({
  id,
  title,
  total,
  link,
  voided = 0,
  children,
}: {
  id: string;
  title: string;
  /** Rows in all pages; left out for a part that is not a list. */
  total?: number;
  /** How many of those rows are voided records (shown struck through): the heading counts the standing ones. */
  voided?: number;
  link?: { href: string; label: string };
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {total !== undefined ? (
          <p className="text-sm text-muted-foreground">
            {formatCount(total - voided)} in all
            {voided > 0 ? ` (${formatCount(voided)} voided)` : null}
          </p>
        ) : null}
        {link ? (
          <Link href={link.href} className="ml-auto text-sm font-medium underline-offset-4 hover:underline focus-visible:underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

import Link from '@/components/ui/link';

/**
 * Under a list that shows only its latest entries: how many of how many, and a link to all of them. Nothing when
 * every entry is shown.
 */
export function ShowAll({ shown, total, what, href }: { shown: number; total: number; what: string; href: string }) {
  if (shown >= total) return null;
  return (
    <p className="text-sm text-muted-foreground">
      The latest {shown} of {total} {what}.{' '}
      <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
        Show all {total} {what}
      </Link>
    </p>
  );
}

import type { ReactNode } from 'react';
import Link from '@/components/ui/link';

const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';

/** Under a list of the admission page that shows only its latest entries: "The latest 20 of 57…", or nothing. */
function LatestOf({ shown, total, children }: { shown: number; total: number; children: ReactNode }) {
  if (total <= shown) return null;
  return (
    <p className="text-sm text-muted-foreground">
      The latest {shown} of {total}
      {children}
    </p>
  );
}

/** "The latest 50 of 62; the patient's prescriptions list them all." */
export function MoreInChart({ shown, total, href, what }: { shown: number; total: number; href: string; what: string }) {
  return (
    <LatestOf shown={shown} total={total}>
      ;{' '}
      <Link href={href} className={LINK_CLASS}>
        the patient&apos;s {what}
      </Link>{' '}
      list them all.
    </LatestOf>
  );
}

/** "The latest 20 of 57 notes. Show all 57 notes": the page itself lists them all, on asking. */
export function ShowAll({ shown, total, what, href }: { shown: number; total: number; what: string; href: string }) {
  return (
    <LatestOf shown={shown} total={total}>
      {' '}
      {what}.{' '}
      <Link href={href} className={LINK_CLASS}>
        Show all {total} {what}
      </Link>
    </LatestOf>
  );
}

import { Plus } from 'lucide-react';
import Link from '@/components/ui/link';
import { LinkButton } from '@/components/ui/link-button';
import { wardBoardHref } from './ward-filter';

/** The board before any ward was added: administrators are offered the screen where they add them. */
export function NoWards({ administrator }: { administrator: boolean }) {
  return (
    <div className="rounded-xl border border-dashed p-8 text-center">
      <h2 className="text-lg font-semibold">No wards yet</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {administrator ? 'Add the clinic’s wards and their beds, and they appear here.' : 'An administrator adds the clinic’s wards and their beds.'}
      </p>
      {administrator && (
        <LinkButton href="/doctor/settings/wards" icon={Plus} className="mt-4">
          Add wards
        </LinkButton>
      )}
    </div>
  );
}

/** The board of a ward that is gone (an old link, a ward just removed): back to every ward. */
export function WardGone() {
  return (
    <p className="text-sm">
      This ward no longer exists.{' '}
      <Link href={wardBoardHref()} className="font-medium text-primary underline-offset-4 hover:underline">
        Show all wards
      </Link>
    </p>
  );
}

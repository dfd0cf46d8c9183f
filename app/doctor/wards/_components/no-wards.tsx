import { Plus } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';

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

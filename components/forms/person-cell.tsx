import { Photo } from '@/components/ui/photo';
import { initials } from '@/lib/initials';

/**
 * A patient or doctor in a table cell or a panel: avatar (initials while it loads or without one), name and,
 * when known, email. A doctor's initials leave out the "Dr." of their name.
 */
export function PersonCell({ name, email, avatar }: { name: string; email?: string | null; avatar?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Photo src={avatar} fallback={initials(name.replace(/^Dr\.\s*/, ''))} className="size-9 text-xs" />
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        {email ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{email}</p> : null}
      </div>
    </div>
  );
}

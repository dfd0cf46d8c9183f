import { Photo } from '@/components/ui/photo';
import { initials } from '@/lib/initials';

/**
 * A patient or doctor in a table cell or a panel: avatar (initials while it loads or without one), name and,
 * when known, email. A doctor's initials leave out the "Dr." of their name. A patient's number ("P-000123")
 * follows the name, never broken, to tell two patients of one name apart. Nothing is cut short: a doctor reads the
 * whole name (a table's row keeps it on one line; a phone's card wraps it, and the number goes under it).
 */
export function PersonCell({ name, email, avatar, patientNumber }: { name: string; email?: string | null; avatar?: string; patientNumber?: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Photo src={avatar} fallback={initials(name.replace(/^Dr\.\s*/, ''))} className="size-9 text-xs" />
      <div className="min-w-0">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{name}</p>
          {patientNumber ? <span className="shrink-0 text-xs whitespace-nowrap text-muted-foreground tabular-nums">{patientNumber}</span> : null}
        </div>
        {email ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{email}</p> : null}
      </div>
    </div>
  );
}

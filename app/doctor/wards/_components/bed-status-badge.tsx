import { Ban, BedDouble, BedSingle, SprayCan, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { BED_STATUS_LABELS, type BedStatus } from '@/lib/wards/rules/occupancy';

/** Each status's look: a tinted background with dark text (readable at AA), an icon, and always its word. */
const LOOK: Record<BedStatus, { icon: LucideIcon; badge: string; card: string }> = {
  occupied: { icon: BedDouble, badge: 'bg-sky-100 text-sky-900', card: 'border-sky-300' },
  free: { icon: BedSingle, badge: 'bg-emerald-100 text-emerald-900', card: 'border-emerald-300' },
  cleaning: { icon: SprayCan, badge: 'bg-amber-100 text-amber-900', card: 'border-amber-300' },
  'out-of-service': { icon: Ban, badge: 'bg-muted text-foreground', card: 'border-dashed bg-muted/40' },
};

export const bedCardClass = (status: BedStatus) => LOOK[status].card;

/** A bed's status in words ("Being cleaned"), never its colour alone. */
export function BedStatusBadge({ status }: { status: BedStatus }) {
  const { icon: Icon, badge } = LOOK[status];
  return (
    <span data-status={status} className={cn('inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold', badge)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {BED_STATUS_LABELS[status]}
    </span>
  );
}

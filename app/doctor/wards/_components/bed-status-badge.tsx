import { Ban, BedDouble, BedSingle, SprayCan, type LucideIcon } from 'lucide-react';
import { BED_STATUS_LABELS, BED_STATUSES, type BedStatus } from '@/lib/wards/rules/occupancy';

/**
 * Each status's look: a tinted background with dark text (readable at AA), an icon, and always its word. The card's
 * tint sets its background too: the shared look of a card (BED_CARDS_LOOK) leaves it to the status.
 */
const LOOK: Record<BedStatus, { icon: LucideIcon; badge: string; card: string }> = {
  occupied: { icon: BedDouble, badge: 'bg-sky-100 text-sky-900', card: 'border-sky-300 bg-card' },
  free: { icon: BedSingle, badge: 'bg-emerald-100 text-emerald-900', card: 'border-emerald-300 bg-card' },
  cleaning: { icon: SprayCan, badge: 'bg-amber-100 text-amber-900', card: 'border-amber-300 bg-card' },
  'out-of-service': { icon: Ban, badge: 'bg-muted text-foreground', card: 'border-dashed bg-muted/40' },
};

export const bedCardClass = (status: BedStatus) => LOOK[status].card;

const iconId = (status: BedStatus) => `bed-status-${status}`;

/**
 * The statuses' icons, drawn once in the page for every badge to show by reference: a drawn icon is half a kilobyte
 * of HTML and as much again of React's payload, which a board of many beds would repeat on every card. The board
 * renders this once, beside its wards' grids.
 */
export function BedStatusIcons() {
  return (
    <svg aria-hidden="true" className="hidden">
      {BED_STATUSES.map((status) => {
        const Icon = LOOK[status].icon;
        return (
          <symbol key={status} id={iconId(status)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/**
 * A bed's status in words ("Being cleaned"), never its colour alone; its icon is the page's (BedStatusIcons). The
 * badges' shared shape is the list's (BED_CARDS_LOOK), given once for all of its cards.
 */
export function BedStatusBadge({ status }: { status: BedStatus }) {
  return (
    <span data-status={status} className={LOOK[status].badge}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <use href={`#${iconId(status)}`} />
      </svg>
      {BED_STATUS_LABELS[status]}
    </span>
  );
}

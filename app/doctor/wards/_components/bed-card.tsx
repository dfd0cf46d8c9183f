import { InstantDate } from '@/components/instant-date';
import { admissionHref } from '@/components/wards/inpatient-list';
import { OccupantFlags } from '@/components/wards/occupant-flags';
import Link from '@/components/ui/link';
import { capitalise } from '@/lib/format';
import type { BoardBed } from '@/lib/wards/queries/board';
import { BED_KIND_LABELS } from '@/lib/wards/rules/kinds';
import { BedStatusBadge, bedCardClass } from './bed-status-badge';
import { MarkReadyButton } from './mark-ready-button';

/**
 * What every bed card of a list looks alike, given once to the list rather than to each card: a page is sent as HTML
 * and again as React's payload, so each class on a card is paid twice for every bed. The card (its border and
 * background follow its status), its header, its status badge and the patient's link.
 */
export const BED_CARDS_LOOK = [
  '[&_article]:grid [&_article]:h-full [&_article]:content-start [&_article]:gap-2 [&_article]:rounded-xl [&_article]:border-2 [&_article]:p-3 [&_article]:text-sm',
  '[&_header]:flex [&_header]:flex-wrap [&_header]:items-center [&_header]:justify-between [&_header]:gap-2 [&_h3]:font-semibold',
  '[&_[data-status]]:inline-flex [&_[data-status]]:items-center [&_[data-status]]:gap-1 [&_[data-status]]:rounded-md [&_[data-status]]:px-2 [&_[data-status]]:py-0.5 [&_[data-status]]:text-xs [&_[data-status]]:font-semibold [&_[data-status]_svg]:size-3.5',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a]:hover:underline [&_a]:focus-visible:underline',
].join(' ');

/**
 * One bed of the board: its label, kind and status in words, then what the status asks for: the patient in it (a
 * link to the admission, their number, sex and age, day of stay and flagged vitals), "Mark ready" for a bed being
 * cleaned, or why it is out of service. Rendered on the server, inside a list with BED_CARDS_LOOK; only its Mark
 * ready button runs in the browser.
 */
export function BedCard({ bed, wardName }: { bed: BoardBed; wardName: string }) {
  const headingId = `bed-${bed.bedId}`;
  return (
    <article aria-labelledby={headingId} className={bedCardClass(bed.status)}>
      <header>
        <h3 id={headingId}>
          {`Bed ${bed.label}`}
          {bed.kind !== 'standard' && <span className="font-normal text-muted-foreground">{` · ${BED_KIND_LABELS[bed.kind]}`}</span>}
        </h3>
        <BedStatusBadge status={bed.status} />
      </header>
      <BedDetail bed={bed} wardName={wardName} />
    </article>
  );
}

function BedDetail({ bed, wardName }: { bed: BoardBed; wardName: string }) {
  const { occupant } = bed;
  if (occupant) {
    // Each text one string: adjacent pieces would each be a node of the payload and a marker in the HTML.
    return (
      <div className="grid gap-1">
        <Link href={admissionHref(occupant.admissionId)}>{occupant.name}</Link>
        <p className="text-muted-foreground">{`${occupant.patientNumber} · ${capitalise(occupant.gender)}, ${occupant.age}`}</p>
        <p className="font-medium">{`Day ${occupant.dayOfStay}`}</p>
        <OccupantFlags flags={occupant.flags} />
      </div>
    );
  }
  if (bed.status === 'cleaning') {
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-muted-foreground">
          Since <InstantDate iso={bed.stateChangedAt} withTime />
        </p>
        <MarkReadyButton bedId={bed.bedId} label={bed.label} wardName={wardName} />
      </div>
    );
  }
  if (bed.status === 'out-of-service') return <p className="text-muted-foreground">{bed.outOfServiceReason}</p>;
  return <p className="text-muted-foreground">Ready for a patient</p>;
}

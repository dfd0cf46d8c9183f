import { InstantDate } from '@/components/instant-date';
import { admissionHref } from '@/components/wards/inpatient-list';
import { OccupantFlags } from '@/components/wards/occupant-flags';
import Link from '@/components/ui/link';
import { capitalise } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { BoardBed } from '@/lib/wards/queries/board';
import { BED_KIND_LABELS } from '@/lib/wards/rules/kinds';
import { BedStatusBadge, bedCardClass } from './bed-status-badge';
import { MarkReadyButton } from './mark-ready-button';

/**
 * One bed of the board: its label, kind and status in words, then what the status asks for: the patient in it (a
 * link to the admission, their number, sex and age, day of stay and flagged vitals), "Mark ready" for a bed being
 * cleaned, or why it is out of service.
 */
export function BedCard({ bed, wardName }: { bed: BoardBed; wardName: string }) {
  const headingId = `bed-${bed.bedId}`;
  return (
    <article aria-labelledby={headingId} data-testid="bed-card" className={cn('grid h-full content-start gap-2 rounded-xl border-2 bg-card p-3 text-sm', bedCardClass(bed.status))}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Bed {bed.label}
          {bed.kind !== 'standard' && <span className="font-normal text-muted-foreground"> · {BED_KIND_LABELS[bed.kind]}</span>}
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
    return (
      <div className="grid gap-1">
        <Link href={admissionHref(occupant.admissionId)} className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
          {occupant.name}
        </Link>
        <p className="text-muted-foreground">
          {occupant.patientNumber} · {capitalise(occupant.gender)}, {occupant.age}
        </p>
        <p className="font-medium">Day {occupant.dayOfStay}</p>
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

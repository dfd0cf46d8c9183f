import type { AdminBed, AdminWard } from '@/lib/wards/queries/wards-admin';
import { WARD_KIND_LABELS, WARD_SEX_LABELS } from '@/lib/wards/rules/kinds';
import { BedDialog } from './bed-dialog';
import { retiredText } from './bed-texts';
import { WardBeds } from './ward-beds';
import { CHOSEN_WARD_ID } from './wards-href';

/**
 * The ward chosen in the list, with its beds: "Add bed", each bed with its buttons, and how many were retired. Only
 * this ward's beds are on the page, however many the clinic has. A ward's link scrolls here, clear of the sticky
 * top bar.
 */
export function ChosenWard({ ward, beds }: { ward: AdminWard; beds: readonly AdminBed[] }) {
  const headingId = `admin-ward-${ward.wardId}`;
  return (
    <section id={CHOSEN_WARD_ID} aria-labelledby={headingId} data-testid="admin-chosen-ward" className="min-w-0 scroll-mt-20 space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {ward.name}
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {WARD_KIND_LABELS[ward.kind]} · {WARD_SEX_LABELS[ward.sex]}
          </span>
        </h2>
        <BedDialog wardId={ward.wardId} wardName={ward.name} />
      </div>
      {beds.length === 0 ? <p className="text-sm text-muted-foreground">No beds yet.</p> : <WardBeds wardName={ward.name} beds={beds} />}
      {ward.retired > 0 && <p className="text-xs text-muted-foreground">{retiredText(ward.retired)}</p>}
    </section>
  );
}

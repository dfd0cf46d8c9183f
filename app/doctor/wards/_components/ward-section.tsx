import Link from '@/components/ui/link';
import type { BoardWard } from '@/lib/wards/queries/board';
import { WARD_KIND_LABELS, WARD_SEX_LABELS } from '@/lib/wards/rules/kinds';
import { BED_CARDS_LOOK, BedCard } from './bed-card';
import { CensusLine } from './census-line';

/**
 * One ward of the board: a section with its name as a heading, its census ("7 of 10 beds occupied", the occupancy,
 * and the free, cleaning and out-of-service counts), then its beds as a grid that is a list (one column on a phone).
 */
export function WardSection({ ward, administrator }: { ward: BoardWard; administrator: boolean }) {
  const headingId = `ward-${ward.wardId}`;
  return (
    <section aria-labelledby={headingId} data-testid="ward-section" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {ward.name}
          <span className="ml-2 text-sm font-normal text-muted-foreground">{`${WARD_KIND_LABELS[ward.kind]} · ${WARD_SEX_LABELS[ward.sex]}`}</span>
        </h2>
        <CensusLine census={ward.census} />
      </div>
      {ward.beds.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          No beds in this ward yet.
          {administrator && (
            <>
              {' '}
              <Link href="/doctor/settings/wards" className="font-medium text-primary underline-offset-4 hover:underline">
                Add beds
              </Link>
            </>
          )}
        </p>
      ) : (
        <ul aria-label={`Beds of ${ward.name}`} className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4 ${BED_CARDS_LOOK}`}>
          {ward.beds.map((bed) => (
            <li key={bed.bedId}>
              <BedCard bed={bed} wardName={ward.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

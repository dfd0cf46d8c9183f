import Link from '@/components/ui/link';
import type { WardCensus } from '@/lib/wards/queries/census';
import { WARD_KIND_LABELS, WARD_SEX_LABELS } from '@/lib/wards/rules/kinds';
import { CensusLine } from './census-line';
import { wardBoardHref } from './ward-filter';

/**
 * The board of a hospital without a ward chosen: every ward as a card with its name (a link to its beds), its kind
 * and whom it takes, and its census, instead of every bed at once. A ward's staff open their ward.
 */
export function WardOverview({ wards, bedsInService }: { wards: readonly WardCensus[]; bedsInService: number }) {
  return (
    <section aria-labelledby="ward-overview" className="space-y-3">
      <div className="space-y-1">
        <h2 id="ward-overview" className="text-lg font-semibold">
          All wards
        </h2>
        <p className="text-sm text-muted-foreground">{`${bedsInService} beds in service: open a ward to see its beds and who lies in each.`}</p>
      </div>
      <ul aria-labelledby="ward-overview" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {wards.map((ward) => (
          <li key={ward.wardId}>
            <article aria-labelledby={`ward-${ward.wardId}`} data-testid="ward-card" className="grid h-full content-start gap-1 rounded-xl border bg-card p-4">
              <h3 id={`ward-${ward.wardId}`} className="font-semibold">
                <Link href={wardBoardHref(ward.wardId)} className="text-primary underline-offset-4 hover:underline focus-visible:underline">
                  {ward.name}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">{`${WARD_KIND_LABELS[ward.kind]} · ${WARD_SEX_LABELS[ward.sex]}`}</p>
              <CensusLine census={ward.census} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

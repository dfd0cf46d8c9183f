import Link from 'next/link';
import { InstantDate } from '@/components/instant-date';
import type { InvestigationToReview, ReviewGroup } from '@/lib/data/review-items';
import { patientChartHref } from '@/lib/patient-chart-tabs';

const linkClass = 'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * What needs the doctor's eyes: investigations filed for their patients since they last opened the chart, each
 * opening the chart's Medical reports (which counts as the look).
 */
export function ReviewList({ investigations }: { investigations: ReviewGroup<InvestigationToReview> }) {
  if (investigations.total === 0) return <p className="text-sm text-muted-foreground">Nothing to review.</p>;
  const more = investigations.total - investigations.items.length;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-muted-foreground">New investigations ({investigations.total})</h3>
      <ul className="divide-y" aria-label="New investigations">
        {investigations.items.map((item) => (
          <li key={item.id} data-testid="review-investigation" className="py-2 text-sm">
            <Link href={patientChartHref(item.patientId, 'reports')} className={linkClass}>
              {item.title}
            </Link>
            <p className="text-muted-foreground">
              {item.patientName} · {item.patientNumber} · {item.status} · filed <InstantDate iso={item.filedAt} />
            </p>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-xs text-muted-foreground">and {more} more, in the patients&apos; charts</p> : null}
    </div>
  );
}

import Link from '@/components/ui/link';
import { InstantDate } from '@/components/instant-date';
import { VitalFlagBadge } from '@/components/vitals/vital-flag';
import { formatClockTime } from '@/lib/clinic-time';
import type { FirstFew } from '@/lib/db/paging';
import type { AbnormalReading, InvestigationToReview } from '@/lib/reports/queries/review-items';
import type { LabOrderToReview } from '@/lib/lab/queries/to-review';
import { REVIEW_WINDOW_DAYS } from '@/lib/constants';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { formatMeasureValue, MEASURE_INFO } from '@/lib/vitals/rules/measures';
import { LabReviewItem } from './lab-review-item';

const linkClass = 'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * What needs the doctor's eyes: the lab results released for the orders they placed, the critical first, each
 * opening the chart's Results and marked as reviewed here; readings taken today outside their normal range, each
 * opening the patient's chart; and investigations filed for their patients since they last opened the chart, each
 * opening the chart's Medical reports (which counts as the look).
 */
export function ReviewList({
  labOrders,
  investigations,
  readings,
}: {
  labOrders: FirstFew<LabOrderToReview>;
  investigations: FirstFew<InvestigationToReview>;
  readings: FirstFew<AbnormalReading>;
}) {
  if (labOrders.total === 0 && investigations.total === 0 && readings.total === 0) return <p className="text-sm text-muted-foreground">Nothing to review.</p>;
  return (
    <div className="space-y-4">
      {labOrders.total > 0 ? (
        <ReviewSection
          title="Lab results"
          note="Released for the tests you ordered, the critical first. Mark each as reviewed once you have acted on it."
          total={labOrders.total}
          shown={labOrders.items.length}
        >
          {labOrders.items.map((item) => (
            <LabReviewItem key={item.orderId} item={item} />
          ))}
        </ReviewSection>
      ) : null}
      {readings.total > 0 ? (
        <ReviewSection title="Abnormal vitals today" total={readings.total} shown={readings.items.length}>
          {readings.items.map((reading) => {
            const { label, unit } = MEASURE_INFO[reading.measure];
            return (
              <li key={reading.observationId} data-testid="review-reading" className="py-2 text-sm">
                <Link href={patientChartHref(reading.patientId)} className={linkClass}>
                  {reading.patientName}
                </Link>
                <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  <span>
                    {label} {formatMeasureValue(reading.measure, reading)} {unit}
                  </span>
                  <VitalFlagBadge flag={reading.flag} />
                  <span>
                    at <time dateTime={reading.takenAt}>{formatClockTime(reading.takenAt)}</time>
                  </span>
                </p>
              </li>
            );
          })}
        </ReviewSection>
      ) : null}
      {investigations.total > 0 ? (
        <ReviewSection
          title="New investigations"
          note={`Filed by colleagues in the last ${REVIEW_WINDOW_DAYS} days for your patients, since you last opened their chart (your own filings are left out: you have seen them).`}
          total={investigations.total}
          shown={investigations.items.length}
        >
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
        </ReviewSection>
      ) : null}
    </div>
  );
}

function ReviewSection({ title, note, total, shown, children }: { title: string; note?: string; total: number; shown: number; children: React.ReactNode }) {
  const id = `review-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <div className="space-y-1">
      <h3 id={id} className="text-sm font-medium text-muted-foreground">
        {title} ({total})
      </h3>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <ul className="divide-y" aria-labelledby={id}>
        {children}
      </ul>
      {total > shown ? <p className="text-xs text-muted-foreground">and {total - shown} more, in the patients&apos; charts</p> : null}
    </div>
  );
}

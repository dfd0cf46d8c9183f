import type { ReactNode } from 'react';
import { InstantDate } from '@/components/instant-date';
import { VitalFlagBadge } from '@/components/vitals/vital-flag';
import type { LatestVitals, ObservedValue } from '@/lib/vitals/queries/patient-vitals';
import { formatMeasure, MEASURE_INFO, MEASURES, type Measure } from '@/lib/vitals/rules/measures';
import { flagReading } from '@/lib/vitals/rules/ranges';
import { ChartSection } from './chart-section';
import { TrendChart } from './trend-chart';

/** The measures drawn as a trend; the others show their latest value only. */
const TREND_MEASURES = ['weight', 'blood-pressure', 'glucose'] as const satisfies readonly Measure[];
const OTHER_MEASURES = MEASURES.filter((measure) => !(TREND_MEASURES as readonly Measure[]).includes(measure));

/**
 * The patient's vitals from their observations (whoever recorded them: a diagnosis test, a prescription, the
 * registration desk, or another hospital's record): weight, blood pressure and blood glucose with their trends, then
 * the latest of every other measure; every value says when it was measured (and where, when elsewhere), and one
 * outside its normal range says "High" or "Low".
 */
export function VitalsSection({ trend, latest }: { trend: Partial<Record<Measure, ObservedValue[]>>; latest: LatestVitals }) {
  const others = OTHER_MEASURES.filter((measure) => latest[measure]);
  const nothing = MEASURES.every((measure) => !latest[measure]);
  return (
    <ChartSection id="vitals" title="Vitals">
      <p className="text-sm text-muted-foreground">
        {nothing ? 'No vitals recorded yet.' : 'The latest value of each measure, when it was measured, and the trend of its recent readings.'}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {TREND_MEASURES.map((measure) => (
          <Vital key={measure} measure={measure} observed={latest[measure]}>
            <TrendChart id={`${measure}-trend`} measure={measure} points={trend[measure] ?? []} />
          </Vital>
        ))}
      </div>
      {others.length > 0 ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {others.map((measure) => (
            <div key={measure} className="rounded-md bg-secondary/50 p-2">
              <dt className="text-muted-foreground">{MEASURE_INFO[measure].label}</dt>
              <dd className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium" data-testid={`vital-${measure}`}>
                  {formatMeasure(measure, latest[measure]!)}
                </span>{' '}
                <VitalFlagBadge flag={flagReading(measure, latest[measure]!)} />
              </dd>
              <dd className="text-xs text-muted-foreground">
                <InstantDate iso={latest[measure]!.takenAt} />
                {latest[measure]!.elsewhere ? `, at ${latest[measure]!.elsewhere}` : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </ChartSection>
  );
}

function Vital({ measure, observed, children }: { measure: Measure; observed: ObservedValue | undefined; children: ReactNode }) {
  const { label } = MEASURE_INFO[measure];
  return (
    <div className="min-w-0 space-y-2 rounded-lg bg-secondary/50 p-3">
      <h3 className="text-sm text-muted-foreground">{label}</h3>
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="text-xl font-semibold" data-testid={`vital-${label.toLowerCase().replace(/\s+/g, '-')}`}>
          {observed ? formatMeasure(measure, observed) : 'Not measured'}
        </span>{' '}
        {observed ? <VitalFlagBadge flag={flagReading(measure, observed)} /> : null}
      </p>
      <p className="text-xs text-muted-foreground" data-testid={`vital-${measure}-date`}>
        {observed ? (
          <>
            Measured on <InstantDate iso={observed.takenAt} />
            {observed.elsewhere ? `, at ${observed.elsewhere}` : null}
          </>
        ) : (
          'No reading yet'
        )}
      </p>
      {children}
    </div>
  );
}

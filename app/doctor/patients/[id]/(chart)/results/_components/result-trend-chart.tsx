import { formatInstantDate } from '@/components/format-date';
import { rangeText } from '@/lib/lab/rules/flag';
import { formatResultNumber } from '@/lib/lab/rules/result-value';
import { FLAG_LABELS, isCritical, type ResultFlag } from '@/lib/lab/rules/states';
import { TrendPlot } from '../../../_components/trend-plot';
import { describeTrend } from '../../../_components/trend-summary';

// The vitals' trend chart (../../../_components/trend-chart.tsx) draws one vital with the vitals' own ranges; a lab
// result brings its range and flag with it. This draws a test's numbers on the same plot (trend-plot), with the same
// summary in words (trend-summary), from the results as stored, and says its own legend.

/** A flagged point: a larger dot, blue below the range, red above, dark red and larger still past a critical limit. */
const dotClass = (flag: ResultFlag | null): string | null => {
  if (flag === 'critical-low' || flag === 'critical-high') return 'fill-red-800 stroke-background';
  if (flag === 'high') return 'fill-red-600 stroke-background';
  if (flag === 'low') return 'fill-sky-600 stroke-background';
  return null;
};

/** One result of the test, as the chart needs it. */
export interface TrendPoint {
  /** ISO instant. */
  takenAt: string;
  value: number;
  flag: ResultFlag | null;
}

/**
 * A small line chart of one test's latest numeric results, oldest to newest on a dated axis, drawn as SVG on the server
 * with no chart library. The range that applies to the patient now is shaded; a flagged result is a larger dot in its
 * flag's colour and named in the legend. The picture is one image whose name says the trend in words; hovering or
 * focusing a result shows its date, value and flag. The values themselves are in the table beside it.
 */
export function ResultTrendChart({
  id,
  name,
  unit,
  decimals,
  points,
  range,
}: {
  id: string;
  name: string;
  unit: string;
  decimals: number;
  /** Oldest first. */
  points: readonly TrendPoint[];
  range: { low: number | null; high: number | null } | null;
}) {
  const written = (value: number) => formatResultNumber(value, decimals);
  const dates = points.map((point) => formatInstantDate(point.takenAt));
  const summary = describeTrend(name, unit, [{ name, values: points.map((point) => point.value) }], dates, written);
  if (points.length === 0) return null;

  const flagged = [...new Set(points.map((point) => point.flag).filter((flag): flag is ResultFlag => dotClass(flag) !== null))];
  const hasBand = range !== null && (range.low !== null || range.high !== null);

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`}>
      <TrendPlot
        summary={summary}
        instants={points.map((point) => Date.parse(point.takenAt))}
        lines={[
          {
            name,
            className: 'fill-primary stroke-primary',
            values: points.map((point) => point.value),
            dots: points.map((point) => {
              const look = dotClass(point.flag);
              return look ? { className: look, r: isCritical(point.flag) ? 5.5 : 4.5 } : null;
            }),
          },
        ]}
        bands={hasBand ? [{ name: 'Reference range', min: range.low, max: range.high }] : []}
        labels={points.map((point, index) => `${dates[index]}: ${written(point.value)} ${unit}${point.flag && point.flag !== 'normal' ? `, ${FLAG_LABELS[point.flag].toLowerCase()}` : ''}`)}
      />
      <figcaption id={`${id}-caption`} className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>
          {name} ({unit}), {dates[0]} to {dates[dates.length - 1]}
        </span>
        {hasBand ? (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-emerald-500/25" />
            Reference range {rangeText({ low: range?.low ?? undefined, high: range?.high ?? undefined })}
          </span>
        ) : null}
        {flagged.map((flag) => (
          <span key={flag} className="inline-flex items-center gap-1">
            <svg aria-hidden="true" width="8" height="8" className={dotClass(flag) ?? undefined}>
              <circle cx="4" cy="4" r="4" />
            </svg>
            {FLAG_LABELS[flag]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

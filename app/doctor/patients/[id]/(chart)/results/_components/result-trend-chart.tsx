import { formatInstantDate } from '@/components/format-date';
import { formatInstantDayMonth } from '@/lib/clinic-time';
import { rangeText } from '@/lib/lab/rules/flag';
import { formatResultNumber } from '@/lib/lab/rules/result-value';
import { FLAG_LABELS, isCritical, type ResultFlag } from '@/lib/lab/rules/states';
import { timeScale, timeTicks, valueTicks } from '../../../_components/trend-axis';
import { describeTrend } from '../../../_components/trend-summary';

// The vitals' trend chart (../../../_components/trend-chart.tsx) draws one vital with the vitals' own ranges; a lab
// result brings its range and flag with it. This draws a test's numbers on the same axes (trend-axis), in the same
// look and with the same summary in words (trend-summary), from the results as stored.

const WIDTH = 320;
const HEIGHT = 150;
const PLOT = { left: 34, right: 310, top: 8, bottom: 126 };
const DATE_TICKS = 3;

/** A flagged point: a larger dot, blue below the range, red above, dark red and larger still past a critical limit. */
const dotClass = (flag: ResultFlag | null): string | null => {
  if (flag === 'critical-low' || flag === 'critical-high') return 'fill-red-800 stroke-background';
  if (flag === 'high') return 'fill-red-600 stroke-background';
  if (flag === 'low') return 'fill-sky-600 stroke-background';
  return null;
};

const tenth = (value: number) => Math.round(value * 10) / 10;

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
 * flag's colour and named in the legend. The picture is one image whose name says the trend in words; hovering a
 * result shows its date, value and flag. The values themselves are in the table beside it.
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

  const ends = [range?.low, range?.high].filter((end): end is number => end !== null && end !== undefined);
  const values = points.map((point) => point.value);
  const ticks = valueTicks(Math.min(...values, ...ends), Math.max(...values, ...ends));
  const [low, high] = [ticks[0], ticks[ticks.length - 1]];
  const y = (value: number) => tenth(PLOT.bottom - ((value - low) * (PLOT.bottom - PLOT.top)) / (high - low));
  const instants = points.map((point) => Date.parse(point.takenAt));
  const scale = timeScale(instants, PLOT.left + 6, PLOT.right - 6);
  const x = (instant: number) => tenth(scale(instant));
  const dateTicks = timeTicks(instants, DATE_TICKS, (instant) => formatInstantDayMonth(instant));
  const flagged = [...new Set(points.map((point) => point.flag).filter((flag): flag is ResultFlag => dotClass(flag) !== null))];
  const percent = (value: number, of: number) => `${Number(((value * 100) / of).toFixed(2))}%`;
  const band = range && ends.length > 0 ? { top: y(Math.min(range.high ?? high, high)), bottom: y(Math.max(range.low ?? low, low)) } : null;

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`}>
      <div className="relative">
        <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full overflow-visible">
          {band ? <rect x={PLOT.left} width={PLOT.right - PLOT.left} y={band.top} height={Math.max(band.bottom - band.top, 0)} className="fill-emerald-500/15" /> : null}
          <path d={ticks.map((tick) => `M${PLOT.left} ${y(tick)}H${PLOT.right}`).join('')} className="stroke-border" strokeWidth={0.5} />
          <g className="fill-muted-foreground text-[10px]" textAnchor="end" dominantBaseline="middle">
            {ticks.map((tick) => (
              <text key={tick} x={PLOT.left - 4} y={y(tick)}>
                {tick}
              </text>
            ))}
          </g>
          <g className="fill-muted-foreground text-[10px]">
            {dateTicks.map((tick, index) => (
              <text
                key={tick.instant}
                x={x(tick.instant)}
                y={HEIGHT - 6}
                textAnchor={dateTicks.length > 1 && index === 0 ? 'start' : dateTicks.length > 1 && index === dateTicks.length - 1 ? 'end' : 'middle'}
              >
                {tick.label}
              </text>
            ))}
          </g>
          <g className="fill-primary stroke-primary">
            <polyline points={points.map((point, index) => `${x(instants[index])},${y(point.value)}`).join(' ')} fill="none" strokeWidth={2} vectorEffect="non-scaling-stroke" />
            {points.map((point, index) => {
              const look = dotClass(point.flag);
              return look ? (
                <circle key={index} cx={x(instants[index])} cy={y(point.value)} r={isCritical(point.flag) ? 5.5 : 4.5} className={look} strokeWidth={1.5} />
              ) : (
                <circle key={index} cx={x(instants[index])} cy={y(point.value)} r={3.5} stroke="none" />
              );
            })}
          </g>
        </svg>
        {/* Hover labels over the plot, one column at each date: the table beside the chart gives the same to a screen reader. */}
        <div aria-hidden="true" className="absolute inset-x-0" style={{ top: percent(PLOT.top, HEIGHT), height: percent(PLOT.bottom - PLOT.top, HEIGHT) }}>
          {points.map((point, index) => {
            const at = scale(instants[index]);
            const flag = point.flag && point.flag !== 'normal' ? `, ${FLAG_LABELS[point.flag].toLowerCase()}` : '';
            return (
              <span
                key={index}
                aria-label={`${dates[index]}: ${written(point.value)} ${unit}${flag}`}
                data-side={at < WIDTH / 3 ? 'start' : at > (2 * WIDTH) / 3 ? 'end' : undefined}
                className="trend-point"
                style={{ left: percent(at, WIDTH) }}
              />
            );
          })}
        </div>
      </div>
      <figcaption id={`${id}-caption`} className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>
          {name} ({unit}), {dates[0]} to {dates[dates.length - 1]}
        </span>
        {band ? (
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

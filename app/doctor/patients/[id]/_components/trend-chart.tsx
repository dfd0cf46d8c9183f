import { formatInstantDate } from '@/components/format-date';
import { formatInstantDayMonth } from '@/lib/clinic-time';
import type { ObservedValue } from '@/lib/vitals/queries/patient-vitals';
import { formatMeasure, formatMeasureNumber, MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';
import { describeRange, flagMeasured, flagReading, FLAG_LABELS, NORMAL_RANGES, type NormalRange, type VitalFlag } from '@/lib/vitals/rules/ranges';
import { timeScale, timeTicks, valueTicks } from './trend-axis';
import { describeTrend, readingLabel, type TrendSeries } from './trend-summary';

// The drawing's own units (the SVG scales to the width it is given): room on the left for the value axis and
// below for the dates.
const WIDTH = 320;
const HEIGHT = 150;
const PLOT = { left: 34, right: 310, top: 8, bottom: 126 };
const DATE_TICKS = 3;

/** Each line's look: a colour (neither the red nor the blue of a flag) and, so that colour is not the only difference, a dash pattern. */
const LINE_STYLES = [
  { className: 'stroke-primary fill-primary', dash: undefined },
  { className: 'stroke-violet-600 fill-violet-600', dash: '5 3' },
] as const;

/** A point outside the normal range: a larger dot in the flag's colour (the word is in its label). */
const FLAG_DOT: Record<VitalFlag, string> = { high: 'fill-red-600 stroke-background', low: 'fill-sky-600 stroke-background' };

const tenth = (value: number) => Math.round(value * 10) / 10;


/** The lines of a measure's chart, each with its normal range when it has one. */
function linesOf(measure: Measure, points: readonly ObservedValue[]): Array<TrendSeries & { range: NormalRange | null }> {
  const ranges = NORMAL_RANGES[measure];
  if (measure === 'blood-pressure') {
    return [
      { name: 'Systolic', values: points.map((point) => point.value), range: ranges?.kind === 'blood-pressure' ? ranges.systolic : null },
      { name: 'Diastolic', values: points.map((point) => point.value2), range: ranges?.kind === 'blood-pressure' ? ranges.diastolic : null },
    ];
  }
  return [{ name: MEASURE_INFO[measure].label, values: points.map((point) => point.value), range: ranges?.kind === 'one' ? ranges.range : null }];
}

/**
 * A small line chart of one vital over the patient's latest readings of it (a bounded number, read newest first
 * in SQL), drawn as SVG on the server with no chart library. Readings stand at their dates on a dated axis, the
 * normal range is shaded and a reading outside it is a larger dot in the flag's colour. The picture is one image
 * whose name says the trend in words; over it each reading is a focusable point named by its date, value and
 * flag ("12 Nov 2026: 162/98 mmHg, high"), which shows that name as a label on hover and on focus (CSS
 * only: the `trend-point` utility in app/globals.css, so no script and no second copy of the text). The numbers
 * are also in a table for screen readers.
 */
export function TrendChart({ id, measure, points }: { id: string; measure: Measure; points: readonly ObservedValue[] }) {
  const { label: title, unit } = MEASURE_INFO[measure];
  const lines = linesOf(measure, points);
  const dates = points.map((point) => formatInstantDate(point.takenAt));
  const written = (value: number) => formatMeasureNumber(measure, value);
  const summary = describeTrend(title, unit, lines, dates, written);
  const measured = lines.flatMap((line) => line.values.filter((value): value is number => value !== null));
  if (measured.length === 0) return <p className="text-sm text-muted-foreground">{summary}</p>;

  const bands = lines.flatMap((line) => (line.range ? [{ name: line.name, range: line.range }] : []));
  const bandEnds = bands.flatMap(({ range }) => [range.min, range.max].filter((end): end is number => end !== null));
  const ticks = valueTicks(Math.min(...measured, ...bandEnds), Math.max(...measured, ...bandEnds));
  const [low, high] = [ticks[0], ticks[ticks.length - 1]];
  // Coordinates to a tenth of a unit (a third of a pixel at most): the page carries "102.4", not "102.40000000000134".
  const y = (value: number) => tenth(PLOT.bottom - ((value - low) * (PLOT.bottom - PLOT.top)) / (high - low));
  const instants = points.map((point) => Date.parse(point.takenAt));
  const scale = timeScale(instants, PLOT.left + 6, PLOT.right - 6);
  const x = (instant: number) => tenth(scale(instant));
  // "12 Nov", the app's date style without the year (the caption gives the years).
  const dateTicks = timeTicks(instants, DATE_TICKS, (instant) => formatInstantDayMonth(instant));
  const flags = points.map((point) => flagReading(measure, point));
  const flagged = new Set(flags.filter((flag): flag is VitalFlag => flag !== null));
  const percent = (value: number, of: number) => `${Number(((value * 100) / of).toFixed(2))}%`;

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`}>
      <div className="relative">
        <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full overflow-visible">
          {bands.map(({ name, range }) => {
            const top = y(Math.min(range.max ?? high, high));
            const bottom = y(Math.max(range.min ?? low, low));
            return <rect key={name} x={PLOT.left} width={PLOT.right - PLOT.left} y={top} height={Math.max(bottom - top, 0)} className="fill-emerald-500/15" />;
          })}
          {/* The value axis: one path for every grid line, the labels sharing their look (a small page). */}
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
                // The first and last labels keep inside the drawing.
                textAnchor={dateTicks.length > 1 && index === 0 ? 'start' : dateTicks.length > 1 && index === dateTicks.length - 1 ? 'end' : 'middle'}
              >
                {tick.label}
              </text>
            ))}
          </g>
          {lines.map((line, lineIndex) => {
            const style = LINE_STYLES[lineIndex % LINE_STYLES.length];
            const drawn = line.values.flatMap((value, index) => (value === null ? [] : [{ index, value, flag: line.range ? flagMeasured(measure, line.range, value) : null }]));
            return (
              <g key={line.name} className={style.className}>
                <polyline
                  points={drawn.map(({ index, value }) => `${x(instants[index])},${y(value)}`).join(' ')}
                  fill="none"
                  strokeWidth={2}
                  strokeDasharray={style.dash}
                  vectorEffect="non-scaling-stroke"
                />
                {drawn.map(({ index, value, flag }) =>
                  flag ? (
                    <circle key={index} cx={x(instants[index])} cy={y(value)} r={4.5} className={FLAG_DOT[flag]} strokeWidth={1.5} />
                  ) : (
                    <circle key={index} cx={x(instants[index])} cy={y(value)} r={3.5} stroke="none" />
                  ),
                )}
              </g>
            );
          })}
        </svg>
        {/* The readings over the plot: one column at each date, the height of the plot. */}
        <div className="absolute inset-x-0" style={{ top: percent(PLOT.top, HEIGHT), height: percent(PLOT.bottom - PLOT.top, HEIGHT) }}>
          {points.map((point, index) => {
            const at = scale(instants[index]);
            return (
              <span
                key={index}
                role="img"
                tabIndex={0}
                aria-label={readingLabel(dates[index], formatMeasure(measure, point), flags[index])}
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
          {title} ({unit}), {dates[0]} to {dates[dates.length - 1]}
        </span>
        {lines.length > 1
          ? lines.map((line, lineIndex) => (
              <span key={line.name} className="inline-flex items-center gap-1">
                <svg aria-hidden="true" width="16" height="6" className={LINE_STYLES[lineIndex % LINE_STYLES.length].className}>
                  <line x1="0" x2="16" y1="3" y2="3" strokeWidth={2} strokeDasharray={LINE_STYLES[lineIndex % LINE_STYLES.length].dash} />
                </svg>
                {line.name}
              </span>
            ))
          : null}
        {bands.length > 0 ? (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-emerald-500/25" />
            Normal {bands.map(({ name, range }) => `${bands.length > 1 ? `${name.toLowerCase()} ` : ''}${describeRange(range)}`).join(', ')}
          </span>
        ) : null}
        {[...flagged].map((flag) => (
          <span key={flag} className="inline-flex items-center gap-1">
            <svg aria-hidden="true" width="8" height="8" className={FLAG_DOT[flag]}>
              <circle cx="4" cy="4" r="4" />
            </svg>
            {FLAG_LABELS[flag]}
          </span>
        ))}
      </figcaption>
      {/* Hidden by its wrapper: a table is never narrower than its content, so `sr-only` on the table itself
          still widens the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>
            {title} ({unit}) readings
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {lines.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
              {bands.length > 0 ? <th scope="col">Flag</th> : null}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={index}>
                <th scope="row">{date}</th>
                {lines.map((line) => (
                  <td key={line.name}>{line.values[index] === null ? 'Not measured' : written(line.values[index])}</td>
                ))}
                {bands.length > 0 ? <td>{flags[index] ? FLAG_LABELS[flags[index]] : 'Normal'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

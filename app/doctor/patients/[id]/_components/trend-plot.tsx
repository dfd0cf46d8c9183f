import { formatInstantDayMonth } from '@/lib/clinic-time';
import { timeScale, timeTicks, valueTicks } from './trend-axis';

// The drawing's own units (the SVG scales to the width it is given): room on the left for the value axis and
// below for the dates.
const WIDTH = 320;
const HEIGHT = 150;
const PLOT = { left: 34, right: 310, top: 8, bottom: 126 };
const DATE_TICKS = 3;

const tenth = (value: number) => Math.round(value * 10) / 10;
const percent = (value: number, of: number) => `${Number(((value * 100) / of).toFixed(2))}%`;

/** One line of a trend: its values at the plot's dates (null: not measured then) and each point's dot. */
export interface PlotLine {
  name: string;
  /** The line's colour classes (stroke and fill). */
  className: string;
  dash?: string;
  values: ReadonlyArray<number | null>;
  /** A flagged point's dot: its colour classes and radius; null for the plain dot. */
  dots: ReadonlyArray<{ className: string; r: number } | null>;
}

/** A shaded range of values (a normal or reference range); an open end reaches the plot's edge. */
export interface PlotBand {
  name: string;
  min: number | null;
  max: number | null;
}

/**
 * The plot of a trend, shared by the vitals' and the lab's charts: the value axis (room for every value and the
 * bands' ends), the dated axis, the shaded bands, the lines and their dots, drawn as SVG on the server with no chart
 * library. The picture is one image named by `summary`; over it each point (`labels`, one a date) is a focusable
 * image named by its date, value and flag, which shows that name on hover and on focus (CSS only: the `trend-point`
 * utility in app/globals.css). Each chart says its own caption and legend below it.
 */
export function TrendPlot({
  summary,
  instants,
  lines,
  bands,
  labels,
}: {
  summary: string;
  /** The dates of the points, as instants, oldest first. */
  instants: readonly number[];
  lines: readonly PlotLine[];
  bands: readonly PlotBand[];
  labels: readonly string[];
}) {
  const measured = lines.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const bandEnds = bands.flatMap((band) => [band.min, band.max].filter((end): end is number => end !== null));
  const ticks = valueTicks(Math.min(...measured, ...bandEnds), Math.max(...measured, ...bandEnds));
  const [low, high] = [ticks[0], ticks[ticks.length - 1]];
  // Coordinates to a tenth of a unit (a third of a pixel at most): the page carries "102.4", not "102.40000000000134".
  const y = (value: number) => tenth(PLOT.bottom - ((value - low) * (PLOT.bottom - PLOT.top)) / (high - low));
  const scale = timeScale(instants, PLOT.left + 6, PLOT.right - 6);
  const x = (instant: number) => tenth(scale(instant));
  // "12 Nov", the app's date style without the year (the caption gives the years).
  const dateTicks = timeTicks(instants, DATE_TICKS, (instant) => formatInstantDayMonth(instant));
  return (
    <div className="relative">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full overflow-visible">
        {bands.map((band) => {
          const top = y(Math.min(band.max ?? high, high));
          const bottom = y(Math.max(band.min ?? low, low));
          return <rect key={band.name} x={PLOT.left} width={PLOT.right - PLOT.left} y={top} height={Math.max(bottom - top, 0)} className="fill-emerald-500/15" />;
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
        {lines.map((line) => {
          const drawn = line.values.flatMap((value, index) => (value === null ? [] : [{ index, value, dot: line.dots[index] ?? null }]));
          return (
            <g key={line.name} className={line.className}>
              <polyline
                points={drawn.map(({ index, value }) => `${x(instants[index])},${y(value)}`).join(' ')}
                fill="none"
                strokeWidth={2}
                strokeDasharray={line.dash}
                vectorEffect="non-scaling-stroke"
              />
              {drawn.map(({ index, value, dot }) =>
                dot ? (
                  <circle key={index} cx={x(instants[index])} cy={y(value)} r={dot.r} className={dot.className} strokeWidth={1.5} />
                ) : (
                  <circle key={index} cx={x(instants[index])} cy={y(value)} r={3.5} stroke="none" />
                ),
              )}
            </g>
          );
        })}
      </svg>
      {/* The points over the plot: one column at each date, the height of the plot. */}
      <div className="absolute inset-x-0" style={{ top: percent(PLOT.top, HEIGHT), height: percent(PLOT.bottom - PLOT.top, HEIGHT) }}>
        {labels.map((label, index) => {
          const at = scale(instants[index]);
          return (
            <span
              key={index}
              role="img"
              tabIndex={0}
              aria-label={label}
              data-side={at < WIDTH / 3 ? 'start' : at > (2 * WIDTH) / 3 ? 'end' : undefined}
              className="trend-point"
              style={{ left: percent(at, WIDTH) }}
            />
          );
        })}
      </div>
    </div>
  );
}

import { describeTrend, valueRange, type TrendSeries } from './trend-summary';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { x: 12, y: 10 };

/** Each line's look: a colour and, so that colour is not the only difference, a dash pattern. */
const LINE_STYLES = [
  { className: 'stroke-primary fill-primary', dash: undefined },
  { className: 'stroke-rose-600 fill-rose-600', dash: '5 3' },
] as const;

/**
 * A small line chart of one vital over the patient's latest readings of it, drawn as SVG (no chart
 * library). The picture is one image whose name says the trend in words; the numbers themselves are in a
 * table for screen readers, and the chart's caption says what is plotted.
 */
export function TrendChart({ id, title, unit, series, dates }: { id: string; title: string; unit: string; series: readonly TrendSeries[]; dates: readonly string[] }) {
  const range = valueRange(series);
  const summary = describeTrend(title, unit, series, dates);
  if (!range) return <p className="text-sm text-muted-foreground">{summary}</p>;
  const x = (index: number) => (dates.length === 1 ? WIDTH / 2 : PAD.x + (index * (WIDTH - 2 * PAD.x)) / (dates.length - 1));
  const y = (value: number) => HEIGHT - PAD.y - ((value - range.min) * (HEIGHT - 2 * PAD.y)) / (range.max - range.min);
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`}>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full overflow-visible">
        <line x1={PAD.x} x2={WIDTH - PAD.x} y1={HEIGHT - 1} y2={HEIGHT - 1} className="stroke-border" strokeWidth={1} />
        {series.map((line, lineIndex) => {
          const style = LINE_STYLES[lineIndex % LINE_STYLES.length];
          const points = line.values.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
          return (
            <g key={line.name} className={style.className}>
              <polyline
                points={points.map(({ index, value }) => `${x(index)},${y(value)}`).join(' ')}
                fill="none"
                strokeWidth={2}
                strokeDasharray={style.dash}
                vectorEffect="non-scaling-stroke"
              />
              {points.map(({ index, value }) => (
                <circle key={index} cx={x(index)} cy={y(value)} r={3} vectorEffect="non-scaling-stroke" />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption id={`${id}-caption`} className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>
          {title} ({unit}), {dates[0]} to {dates[dates.length - 1]}
        </span>
        {series.length > 1
          ? series.map((line, lineIndex) => (
              <span key={line.name} className="inline-flex items-center gap-1">
                <svg aria-hidden="true" width="16" height="6" className={LINE_STYLES[lineIndex % LINE_STYLES.length].className}>
                  <line x1="0" x2="16" y1="3" y2="3" strokeWidth={2} strokeDasharray={LINE_STYLES[lineIndex % LINE_STYLES.length].dash} />
                </svg>
                {line.name}
              </span>
            ))
          : null}
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
              {series.map((line) => (
                <th key={line.name} scope="col">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={index}>
                <th scope="row">{date}</th>
                {series.map((line) => (
                  <td key={line.name}>{line.values[index] ?? 'Not measured'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

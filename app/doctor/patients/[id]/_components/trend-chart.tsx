import { formatInstantDate } from '@/components/format-date';
import type { ObservedValue } from '@/lib/vitals/queries/patient-vitals';
import { formatMeasure, formatMeasureNumber, MEASURE_INFO, type Measure } from '@/lib/vitals/rules/measures';
import { describeRange, flagMeasured, flagReading, FLAG_LABELS, NORMAL_RANGES, type NormalRange, type VitalFlag } from '@/lib/vitals/rules/ranges';
import { TrendPlot, type PlotLine } from './trend-plot';
import { describeTrend, readingLabel, type TrendSeries } from './trend-summary';

/** Each line's look: a colour (neither the red nor the blue of a flag) and, so that colour is not the only difference, a dash pattern. */
const LINE_STYLES = [
  { className: 'stroke-primary fill-primary', dash: undefined },
  { className: 'stroke-violet-600 fill-violet-600', dash: '5 3' },
] as const;

/** A point outside the normal range: a larger dot in the flag's colour (the word is in its label). */
const FLAG_DOT: Record<VitalFlag, string> = { high: 'fill-red-600 stroke-background', low: 'fill-sky-600 stroke-background' };



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
  const instants = points.map((point) => Date.parse(point.takenAt));
  const flags = points.map((point) => flagReading(measure, point));
  const flagged = new Set(flags.filter((flag): flag is VitalFlag => flag !== null));
  const plotLines: PlotLine[] = lines.map((line, lineIndex) => ({
    name: line.name,
    ...LINE_STYLES[lineIndex % LINE_STYLES.length],
    values: line.values,
    dots: line.values.map((value) => {
      const flag = value !== null && line.range ? flagMeasured(measure, line.range, value) : null;
      return flag ? { className: FLAG_DOT[flag], r: 4.5 } : null;
    }),
  }));

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`}>
      <TrendPlot
        summary={summary}
        instants={instants}
        lines={plotLines}
        bands={bands.map(({ name, range }) => ({ name, min: range.min, max: range.max }))}
        labels={points.map((point, index) => readingLabel(dates[index], formatMeasure(measure, point), flags[index]))}
      />
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

/** One line of a trend chart: its name and a value per reading (null where that reading did not measure it). */
export interface TrendSeries {
  name: string;
  values: ReadonlyArray<number | null>;
}

/** A value as the summary writes it when the caller does not say: to a tenth, without trailing zeros. */
const toTenth = (value: number) => String(Math.round(value * 10) / 10);

/** The first and last measured value of a series, with the readings' indexes. */
export function ends(values: ReadonlyArray<number | null>): { first: { index: number; value: number }; last: { index: number; value: number }; count: number } | null {
  const measured = values.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
  if (measured.length === 0) return null;
  return { first: measured[0], last: measured[measured.length - 1], count: measured.length };
}

/**
 * What a screen reader hears for a trend chart: "Weight over 4 readings: from 72.0 kg on 1 Mar 2026
 * to 75.5 kg on 9 Mar 2026, up 3.5 kg." One reading is said as it is; none as "not measured". `written` writes
 * a value (and a change) as the screens do, to the measure's precision.
 */
export function describeTrend(title: string, unit: string, series: readonly TrendSeries[], dates: readonly string[], written: (value: number) => string = toTenth): string {
  const parts = series.flatMap((line) => {
    const span = ends(line.values);
    if (!span) return [];
    const name = series.length > 1 ? `${line.name} ` : '';
    const [first, last] = [written(span.first.value), written(span.last.value)];
    if (span.count === 1) return [`${name}${last} ${unit} on ${dates[span.last.index]}`];
    // The change between the values as written, so that it never says "up 0.0" between two equal ones.
    const change = Number(last) - Number(first);
    const direction = first === last ? 'unchanged' : `${change > 0 ? 'up' : 'down'} ${written(Math.abs(change))} ${unit}`;
    return [`${name}from ${first} ${unit} on ${dates[span.first.index]} to ${last} ${unit} on ${dates[span.last.index]}, ${direction}`];
  });
  if (parts.length === 0) return `${title}: not measured yet.`;
  const readings = Math.max(...series.map((line) => ends(line.values)?.count ?? 0));
  // Readings, not diagnosis tests: a prescription or the registration desk may have taken them too.
  return `${title} over ${readings} ${readings === 1 ? 'reading' : 'readings'}: ${parts.join('; ')}.`;
}

/** The y range of a chart: every measured value inside it, with some room above and below (never a range of 0). */
export function valueRange(series: readonly TrendSeries[]): { min: number; max: number } | null {
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = Math.max((high - low) * 0.15, Math.abs(high) * 0.05, 1);
  return { min: low - room, max: high + room };
}

/**
 * A reading as a trend point names it, for a screen reader and as the label shown on hover and focus:
 * "12 Nov 2026: 162/98 mmHg, high". A normal reading (or one of a measure without a range) has no flag.
 */
export function readingLabel(date: string, value: string, flag: 'high' | 'low' | null): string {
  return `${date}: ${value}${flag ? `, ${flag}` : ''}`;
}

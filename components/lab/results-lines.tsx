import { InstantDate } from '@/components/instant-date';
import { ResultValue } from '@/components/lab/result-value';
import { rangeText } from '@/lib/lab/rules/flag';
import type { AmendedValue, OrderResultLine, ResultValue as StoredValue } from '@/lib/lab/queries/patient-orders';

/** "3.5–5.1 mmol/L", "< 5.2": the range that applied to the patient, in the result's unit; '' for none. */
export function rangeOf(value: Pick<StoredValue, 'rangeLow' | 'rangeHigh' | 'unit'>): string {
  const text = rangeText({ low: value.rangeLow ?? undefined, high: value.rangeHigh ?? undefined });
  return text && value.unit ? `${text} ${value.unit}` : text;
}

/** "Amended on 3 Dec 2026, 10:15 by Ngozi Eze: clotted sample." with the earlier value struck through. */
export function AmendedNote({ amended, decimals }: { amended: AmendedValue; decimals: number | null }) {
  return (
    <p className="text-xs text-muted-foreground">
      <ResultValue result={amended} decimals={decimals} superseded /> amended on <InstantDate iso={amended.amendedAt} withTime /> by{' '}
      {amended.amendedBy ?? 'a removed account'}
      {amended.reason ? `: ${amended.reason}` : ''}
    </p>
  );
}

/** The lines under one heading: a panel's parts, or the tests ordered alone. */
function groups(lines: readonly OrderResultLine[]): Array<{ panel: string | null; lines: OrderResultLine[] }> {
  const grouped: Array<{ panel: string | null; lines: OrderResultLine[] }> = [];
  for (const line of lines) {
    const last = grouped[grouped.length - 1];
    if (last && last.panel === line.panel) last.lines.push(line);
    else grouped.push({ panel: line.panel, lines: [line] });
  }
  return grouped;
}

/** A line the doctor must see even in a summary: a value outside its range (or critical, or abnormal), or one amended. */
const standsOut = (line: OrderResultLine) => (line.result?.flag != null && line.result.flag !== 'normal') || line.amended.length > 0;

/**
 * A released order's results, in the report's order: a panel under its name, each test with its value, unit and flag
 * (in words and colour), the range that applied, and any value an amendment replaced, struck through with the reason.
 * A list of terms rather than a table, so that it reads on a phone as on a desk. With `outOfRangeOnly` (the chart,
 * whose tests over time list every latest value) only the results that stand out, and how many others are within range.
 */
export function ResultsLines({ lines, outOfRangeOnly = false }: { lines: readonly OrderResultLine[]; outOfRangeOnly?: boolean }) {
  const shown = outOfRangeOnly ? lines.filter(standsOut) : lines;
  const others = lines.length - shown.length;
  return (
    <div className="space-y-3">
      {outOfRangeOnly && others > 0 ? (
        <p className="text-sm text-muted-foreground">
          {shown.length === 0 ? 'Every result within its range' : `${others} other ${others === 1 ? 'result' : 'results'} within range`}: each test&apos;s
          value is under &ldquo;Each test over time&rdquo;, and every one in the report.
        </p>
      ) : null}
      {groups(shown).map((group, index) => (
        <div key={`${group.panel ?? 'alone'}-${index}`} className="space-y-1">
          {group.panel ? <h4 className="text-sm font-semibold">{group.panel}</h4> : null}
          <dl className="divide-y rounded-md border text-sm">
            {group.lines.map((line) => (
              <div key={line.testId} className="grid gap-x-4 gap-y-0.5 px-3 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
                <dt className="text-muted-foreground sm:text-foreground">{line.name}</dt>
                <dd>{line.result ? <ResultValue result={line.result} decimals={line.decimals} /> : <span className="text-muted-foreground">No result</span>}</dd>
                <dd className="text-xs text-muted-foreground sm:text-right sm:text-sm">
                  {line.result && rangeOf(line.result) ? (
                    <>
                      <span className="sm:sr-only">Range </span>
                      {rangeOf(line.result)}
                    </>
                  ) : null}
                </dd>
                {line.amended.map((amended) => (
                  <dd key={amended.amendedAt} className="sm:col-span-3">
                    <AmendedNote amended={amended} decimals={line.decimals} />
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

import { InstantDate } from '@/components/instant-date';
import { ResultValue } from '@/components/lab/result-value';
import { AmendedNote, rangeOf } from '@/components/lab/results-lines';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TestHistory } from '@/lib/lab/queries/patient-results';
import { formatLabOrderNumber } from '@/lib/lab/rules/states';
import { ResultTrendChart } from './result-trend-chart';

/**
 * One test over time: for a number, the trend of its latest results; then each result, newest first, with its date,
 * value, unit and flag, the range that applied and its order; a value an amendment replaced stays, struck through,
 * with who amended it and why. On a phone each result is a card (stacked-table).
 */
export function TestHistoryCard({ test }: { test: TestHistory }) {
  const id = `test-${test.testId}`;
  const numbers = test.points.flatMap((point) => (point.valueNumber === null ? [] : [{ takenAt: point.takenAt, value: point.valueNumber, flag: point.flag }]));
  const latest = test.points[0];
  return (
    <article aria-labelledby={`${id}-title`} className="min-w-0 space-y-3 rounded-lg border p-3" data-testid="test-history">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h3 id={`${id}-title`} className="font-semibold">
          {test.name}
        </h3>
        <p className="text-sm text-muted-foreground">
          {test.total > test.points.length ? `The latest ${test.points.length} of ${test.total} results` : `${test.total} ${test.total === 1 ? 'result' : 'results'}`}
        </p>
      </div>
      {test.kind === 'number' && numbers.length > 1 ? (
        <ResultTrendChart
          id={`${id}-trend`}
          name={test.name}
          unit={test.unit ?? latest?.unit ?? ''}
          decimals={test.decimals}
          points={[...numbers].reverse()}
          range={latest && (latest.rangeLow !== null || latest.rangeHigh !== null) ? { low: latest.rangeLow, high: latest.rangeHigh } : null}
        />
      ) : null}
      <Table className="stacked-table">
        <caption className="sr-only">{test.name} results, newest first</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Range</TableHead>
            <TableHead>Order</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {test.points.map((point) => (
            <TableRow key={point.orderId}>
              <TableCell data-card-title="">
                <InstantDate iso={point.takenAt} />
              </TableCell>
              <TableCell data-label="Result">
                <ResultValue result={point} decimals={test.decimals} showNormal />
                {point.amended.map((amended) => (
                  <AmendedNote key={amended.amendedAt} amended={amended} decimals={test.decimals} />
                ))}
              </TableCell>
              <TableCell data-label="Range">{rangeOf(point) || '—'}</TableCell>
              <TableCell data-label="Order" className="tabular-nums">
                {formatLabOrderNumber(point.orderNumber)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </article>
  );
}

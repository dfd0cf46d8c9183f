'use client';

import { AlertTriangle } from 'lucide-react';
import { InstantDate } from '@/components/instant-date';
import { ResultValue, resultText } from '@/components/lab/result-value';
import { FlagBadge } from '@/components/lab/flag-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { LabOrderDetail, LabOrderLine, LabResultView } from '@/lib/lab/queries/order-detail';
import { formatLabOrderNumber, isCritical } from '@/lib/lab/rules/states';
import { cn } from '@/lib/utils';
import { groupLines, storedRangeText } from './result-rules';

/** "Ngozi Eze, 30 Nov 2026, 09:40": who wrote a value and when. */
function Who({ result }: { result: LabResultView }) {
  return (
    <>
      {result.enteredBy ?? 'A former member of staff'}, <InstantDate iso={result.enteredAt} withTime />
    </>
  );
}

/** A result's amendment: who changed it, when and why, and the values it replaced, struck through. */
function History({ line }: { line: LabOrderLine }) {
  if (!line.result?.amendReason && line.earlier.length === 0) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {line.result?.amendReason ? (
        <p>
          Amended by <Who result={line.result} />: {line.result.amendReason}
        </p>
      ) : null}
      {line.earlier.map((earlier) => (
        <p key={earlier.id}>
          <ResultValue result={earlier} decimals={line.analyte.decimals} superseded /> entered by <Who result={earlier} />
        </p>
      ))}
    </div>
  );
}

/** The critical results of an order, named before anything else so that no one releases them unseen. */
export function CriticalResults({ order }: { order: LabOrderDetail }) {
  const critical = order.lines.filter((line) => line.result && isCritical(line.result.flag));
  if (critical.length === 0) return null;
  return (
    <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {critical.length === 1 ? '1 critical result' : `${critical.length} critical results`}
      </p>
      <ul className="mt-1 space-y-1">
        {critical.map((line) => (
          <li key={line.analyte.testId} className="flex flex-wrap items-center gap-2">
            {line.analyte.name}: <span className="font-semibold tabular-nums">{resultText(line.result!, line.analyte.decimals)}</span>
            <FlagBadge flag={line.result!.flag} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every result of an order with its unit, the range it was judged against, its flag and who entered it when; a
 * panel's parts under its name; a critical row marked. With `history`, each amendment and the values it replaced.
 */
export function OrderResults({ order, history = false }: { order: LabOrderDetail; history?: boolean }) {
  const label = `Results of ${formatLabOrderNumber(order.number)}`;
  return (
    <Table aria-label={label} scrollLabel={`${label}, scrolls sideways`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Test</TableHead>
          <TableHead scope="col">Result</TableHead>
          <TableHead scope="col">Range</TableHead>
          <TableHead scope="col">Entered</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {groupLines(order.lines).flatMap(({ panel, key, lines }) => [
          ...(panel
            ? [
                <TableRow key={`panel-${key}`} className="bg-muted/40 hover:bg-muted/40">
                  <TableHead scope="colgroup" colSpan={4} className="font-semibold">
                    {panel}
                  </TableHead>
                </TableRow>,
              ]
            : []),
          ...lines.map(({ line }) => {
            const { result, analyte } = line;
            const critical = result !== null && isCritical(result.flag);
            return (
              <TableRow key={analyte.testId} className={cn(critical && 'bg-red-50 hover:bg-red-50')}>
                <TableHead scope="row" className={cn('font-normal whitespace-normal', panel && 'pl-5')}>
                  {analyte.name}
                </TableHead>
                <TableCell className="align-top">
                  {result ? <ResultValue result={result} decimals={analyte.decimals} showNormal /> : <span className="text-muted-foreground">Not entered</span>}
                  {history ? <History line={line} /> : null}
                </TableCell>
                <TableCell className="align-top whitespace-nowrap">
                  {result && storedRangeText(result) ? [storedRangeText(result), result.unit].filter(Boolean).join(' ') : '—'}
                </TableCell>
                <TableCell className="align-top text-xs text-muted-foreground">{result ? <Who result={result} /> : null}</TableCell>
              </TableRow>
            );
          }),
        ])}
      </TableBody>
    </Table>
  );
}

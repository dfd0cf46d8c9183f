import Link from '@/components/ui/link';
import { ResultValue, resultText } from '@/components/lab/result-value';
import { FLAG_LABELS } from '@/lib/lab/rules/states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TestHistory } from '@/lib/lab/queries/patient-results';

/** How many earlier results a test's row lists after its latest one; its own view lists them all. */
const EARLIER_SHOWN = 3;

const LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';

/**
 * Every test the patient has results of, one row each: its latest result with its flag, the few before it, and a link
 * to its own view (`?test=`: the trend and every result). One row a test keeps the chart's part light however many
 * tests a patient has had (a full blood count alone is fifteen).
 */
export function TestsOverview({ history, chosen, hrefOf }: { history: readonly TestHistory[]; chosen: number | null; hrefOf: (testId: number) => string }) {
  return (
    <Table className="stacked-table">
      <caption className="sr-only">Each test&apos;s latest result, the ones before it, and a link to its trend and every result</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Test</TableHead>
          <TableHead>Latest</TableHead>
          <TableHead>Before</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {history.map((test) => {
          const [latest, ...earlier] = test.points;
          return (
            <TableRow key={test.testId} aria-current={test.testId === chosen ? 'true' : undefined}>
              <TableCell data-card-title="">
                <Link href={hrefOf(test.testId)} scroll={false} className={LINK_CLASS}>
                  {test.name}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {test.total} {test.total === 1 ? 'result' : 'results'}
                </span>
              </TableCell>
              <TableCell data-label="Latest">{latest ? <ResultValue result={latest} decimals={test.decimals} /> : '—'}</TableCell>
              <TableCell data-label="Before" className="text-sm text-muted-foreground">
                {earlier.length === 0
                  ? '—'
                  : earlier
                      .slice(0, EARLIER_SHOWN)
                      .map((point) => `${resultText(point, test.decimals)}${point.flag && point.flag !== 'normal' ? ` (${FLAG_LABELS[point.flag]})` : ''}`)
                      .join(' · ')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

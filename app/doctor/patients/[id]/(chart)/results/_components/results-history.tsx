import { LoadError } from '@/components/forms/load-error';
import { RESULT_HISTORY_PER_TEST, type TestHistory } from '@/lib/lab/queries/patient-results';
import { loadFailure } from '@/lib/load-failure';
import { ChartSection } from '../../../_components/chart-section';
import { TestHistoryCard } from './test-history';
import { TestsOverview } from './tests-overview';

const TITLE = 'Each test over time';

/**
 * Each test the patient has released results of, those resulted last first, one row each (its latest result, the few
 * before it); then one test's own view, its trend and its latest results (at most RESULT_HISTORY_PER_TEST): the
 * test in `?test=`, else the latest measured one with a trend to draw. A read that failed is said here, with a retry.
 */
export function ResultsHistory({
  read,
  testId,
  hrefOf,
}: {
  read: PromiseSettledResult<readonly TestHistory[]>;
  /** The test chosen in the address, if any. */
  testId: number | null;
  hrefOf: (testId: number) => string;
}) {
  if (read.status === 'rejected') {
    return (
      <ChartSection id="results-over-time" title={TITLE}>
        <LoadError error={loadFailure(read.reason)} title="Could not load the results over time" />
      </ChartSection>
    );
  }
  const history = read.value;
  return (
    <ChartSection id="results-over-time" title={TITLE}>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No results released yet.</p>
      ) : (
        chosenTestView(history, testId, hrefOf)
      )}
    </ChartSection>
  );
}

/** The rows of every test, then the chosen one's own view (a plain function: the page's tests read its tree). */
function chosenTestView(history: readonly TestHistory[], testId: number | null, hrefOf: (testId: number) => string) {
  const chosen =
    history.find((test) => test.testId === testId) ??
    history.find((test) => test.kind === 'number' && test.points.filter((point) => point.valueNumber !== null).length > 1) ??
    history[0];
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Each test&apos;s latest result and the ones before it. A test&apos;s name shows its trend and its latest {RESULT_HISTORY_PER_TEST} results.
      </p>
      <TestsOverview history={history} chosen={chosen.testId} hrefOf={hrefOf} />
      <div id="chosen-test" className="scroll-mt-20">
        <TestHistoryCard test={chosen} />
      </div>
    </>
  );
}

import { LoadError } from '@/components/forms/load-error';
import { recordRead } from '@/lib/audit';
import type { SignedInDoctor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { readPatientResultHistory, RESULT_HISTORY_PER_TEST, type TestHistory } from '@/lib/lab/queries/patient-results';
import { loadFailure } from '@/lib/load-failure';
import { ChartSection } from '../../../_components/chart-section';
import { RESULTS_AUDIT_SOURCE } from './orders-section';
import { TestHistoryCard } from './test-history';
import { TestsOverview } from './tests-overview';

const TITLE = 'Each test over time';

/**
 * Each test the patient has released results of, those resulted last first, one row each (its latest result, the few
 * before it); then one test's own view, its trend and its latest results (at most RESULT_HISTORY_PER_TEST): the
 * test in `?test=`, else the latest measured one with a trend to draw. Streamed after the orders (its own read); the
 * orders its results come from go to the audit trail before they are shown.
 */
export async function ResultsHistory({
  patientId,
  doctor,
  testId,
  hrefOf,
}: {
  patientId: number;
  doctor: SignedInDoctor;
  /** The test chosen in the address, if any. */
  testId: number | null;
  hrefOf: (testId: number) => string;
}) {
  let history: TestHistory[];
  try {
    const db = await getDb();
    history = await readPatientResultHistory(db, patientId);
    const orderIds = new Set(history.flatMap((test) => test.points.map((point) => point.orderId)));
    await recordRead(db, {
      reader: doctor,
      source: RESULTS_AUDIT_SOURCE,
      items: [...orderIds].map((orderId) => ({ entity: 'lab-order' as const, entityId: orderId, patientId })),
    });
  } catch (error) {
    return (
      <ChartSection id="results-over-time" title={TITLE}>
        <LoadError error={loadFailure(error)} title="Could not load the results over time" />
      </ChartSection>
    );
  }
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

/** The section's place while it is read: the same frame, a few grey blocks. */
export function ResultsHistorySkeleton() {
  return (
    <section aria-labelledby="results-over-time-title" className="min-w-0 space-y-3 rounded-xl border bg-card p-4 shadow-xs">
      <h2 id="results-over-time-title" className="text-lg font-semibold">
        {TITLE}
      </h2>
      <div role="status" aria-label="Loading the results over time" aria-busy="true" className="grid gap-4 xl:grid-cols-2">
        <div className="h-48 animate-pulse rounded-lg bg-muted" />
        <div className="h-48 animate-pulse rounded-lg bg-muted" />
      </div>
    </section>
  );
}

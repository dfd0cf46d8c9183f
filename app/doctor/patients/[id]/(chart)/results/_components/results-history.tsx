import { LoadError } from '@/components/forms/load-error';
import { recordRead } from '@/lib/audit';
import type { SignedInDoctor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { readPatientResultHistory, RESULT_HISTORY_PER_TEST, type TestHistory } from '@/lib/lab/queries/patient-results';
import { loadFailure } from '@/lib/load-failure';
import { ChartSection } from '../../../_components/chart-section';
import { RESULTS_AUDIT_SOURCE } from './orders-section';
import { TestHistoryCard } from './test-history';

const TITLE = 'Each test over time';

/**
 * Each test the patient has released results of, those resulted last first: its latest results (at most
 * RESULT_HISTORY_PER_TEST) with their flags, and a trend for a number. Streamed after the orders (its own read);
 * the orders its results come from go to the audit trail before they are shown.
 */
export async function ResultsHistory({ patientId, doctor }: { patientId: number; doctor: SignedInDoctor }) {
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
        <>
          <p className="text-sm text-muted-foreground">The latest {RESULT_HISTORY_PER_TEST} results of each test, newest first, with the trend of each measured one.</p>
          <div className="grid gap-4 xl:grid-cols-2">
            {history.map((test) => (
              <TestHistoryCard key={test.testId} test={test} />
            ))}
          </div>
        </>
      )}
    </ChartSection>
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

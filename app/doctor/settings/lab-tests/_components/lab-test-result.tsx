import type { LabTestRow } from '@/lib/lab/queries/catalogue-list';
import { KIND_LABELS } from './lab-test-labels';

/**
 * How a test's result is written: a number with its unit, a choice with its results (the normal ones said so), free
 * text, or a panel with its parts in the report's order.
 */
export function LabTestResult({ test }: { test: LabTestRow }) {
  if (test.kind === 'number') return <span>{test.unit ? `${KIND_LABELS.number}, ${test.unit}` : KIND_LABELS.number}</span>;
  if (test.kind === 'choice') {
    return (
      <span className="block max-w-64 min-w-40 whitespace-normal">
        {KIND_LABELS.choice}: {test.choices.join(', ')}
        {test.normalChoices.length > 0 ? <span className="block text-xs text-muted-foreground">Normal: {test.normalChoices.join(', ')}</span> : null}
      </span>
    );
  }
  if (test.kind === 'panel') {
    return (
      <span className="block max-w-72 min-w-48 whitespace-normal">
        {KIND_LABELS.panel} of {test.parts.length}
        <span className="block text-xs text-muted-foreground">{test.parts.join(', ')}</span>
      </span>
    );
  }
  return <span>{KIND_LABELS.text}</span>;
}

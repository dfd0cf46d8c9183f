import 'server-only';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/forms/load-error';
import { loadFailure } from '@/lib/load-failure';
import { CHART_LISTS, type ChartList } from './chart-lists';
import { ChartSection } from './chart-section';

/**
 * A chart list read beside others: its rows when the read came back, else its own section saying that it could not
 * be read, with a retry, so that the rest of the part still shows.
 */
export function chartListOrFailure<T>(name: ChartList, read: PromiseSettledResult<T>, list: (value: T) => ReactNode): ReactNode {
  if (read.status === 'fulfilled') return list(read.value);
  const { id, title } = CHART_LISTS[name];
  return (
    <ChartSection id={id} title={title}>
      <LoadError error={loadFailure(read.reason)} title={`Could not load the ${title[0].toLowerCase()}${title.slice(1)}`} />
    </ChartSection>
  );
}

'use client';

import { UrlChoice } from '@/components/data-table/url-choice';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@/lib/db/schema/enums';
import { capitalise } from '@/lib/format';

const OPTIONS = TRANSACTION_STATUSES.map((status) => ({ value: status, label: capitalise(status) }));

/** Narrows the table to one status, kept in the URL (`?status=`). */
export function StatusFilter({ value }: { value: TransactionStatus | undefined }) {
  return <UrlChoice id="transactions-status" label="Status" param="status" value={value} allLabel="All statuses" options={OPTIONS} />;
}

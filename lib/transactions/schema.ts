import { z } from '@/lib/zod';
import { TRANSACTION_STATUSES } from '@/lib/db/schema/enums';

/**
 * The Transactions screen's `?status=` (the dashboard's Total Earnings links to `?status=success`): one of the
 * statuses, or anything else for all of them.
 */
export const transactionStatusParam = z.enum(TRANSACTION_STATUSES).optional().catch(undefined);

export function parseTransactionStatus(value: string | string[] | undefined) {
  return transactionStatusParam.parse(Array.isArray(value) ? value[0] : value);
}

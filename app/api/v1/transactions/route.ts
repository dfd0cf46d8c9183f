import { getDb } from '@/lib/db/client';
import { listTransactions } from '@/lib/data/transactions';
import type { TransactionsResponse } from '@/lib/hospital-api/contract';
import { transactionsQuerySchema } from '@/lib/validations/hospital-api';
import { checkBearerToken } from '../_lib/auth';
import { json, jsonHandler, parseQuery } from '../_lib/respond';
import { pagination, toTransactionRow } from '../_lib/serialize';

export const dynamic = 'force-dynamic';

/** GET /api/v1/transactions?page=&limit= (Authorization: Bearer): newest first, with line items. */
export const GET = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const query = parseQuery(request, transactionsQuerySchema);
  if (!query.ok) return query.response;
  const { rows, total } = await listTransactions(await getDb(), query.data);
  const body: TransactionsResponse = {
    data: rows.map(toTransactionRow),
    pagination: pagination({ page: query.data.page, limit: query.data.limit, total }),
  };
  return json(body);
});

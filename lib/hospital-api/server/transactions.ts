import { getDb } from '@/lib/db/client';
import { listTransactions, transactionListParams } from '@/lib/transactions/queries/transactions';
import type { TransactionsResponse } from '@/lib/hospital-api/contract';
import { transactionsQuerySchema } from '@/lib/hospital-api/schema';
import { recordApiRead } from './audit';
import { checkBearerToken } from './auth';
import { json, jsonHandler, parseQuery } from './respond';
import { pagination, toTransactionRow } from './serialize';


/**
 * GET /api/v1/transactions?page=&limit=&from=&to=&patientId=&search=&status= (Authorization: Bearer): one page,
 * newest first, with line items. A page past the end answers the last page.
 */
export const GET = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const query = parseQuery(request, transactionsQuerySchema);
  if (!query.ok) return query.response;
  const { rows, total, page } = await listTransactions(await getDb(), transactionListParams(query.data));
  await recordApiRead(request, rows.map((row) => ({ entity: 'transaction', entityId: row.id, patientId: row.patient.id })));
  const body: TransactionsResponse = { data: rows.map(toTransactionRow), pagination: pagination({ page, limit: query.data.limit, total }) };
  return json(body);
});

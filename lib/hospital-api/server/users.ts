import { getDb } from '@/lib/db/client';
import { listPatients } from '@/lib/data/patients';
import { todayIso } from '@/lib/format';
import type { UsersResponse } from '@/lib/hospital-api/contract';
import { usersQuerySchema } from '@/lib/validations/hospital-api';
import { checkApiKey } from './auth';
import { json, jsonHandler, parseQuery } from './respond';
import { pagination, toPatient } from './serialize';


/** GET /api/v1/users?page=&limit=&search=&state=&bloodGroup= (x-api-key): one page of patients. */
export const GET = jsonHandler(async (request) => {
  const denied = checkApiKey(request);
  if (denied) return denied;
  const query = parseQuery(request, usersQuerySchema);
  if (!query.ok) return query.response;
  const { rows, total } = await listPatients(await getDb(), query.data);
  const today = todayIso();
  const body: UsersResponse = {
    data: rows.map((row) => toPatient(row, today)),
    pagination: pagination({ page: query.data.page, limit: query.data.limit, total }),
  };
  return json(body);
});

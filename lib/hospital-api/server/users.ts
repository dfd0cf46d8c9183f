import { todayIso } from '@/lib/clinic-time';
import { getDb } from '@/lib/db/client';
import { readCardVitals } from '@/lib/vitals/queries/patient-vitals';
import { listPatients } from '@/lib/patients/queries/list';
import type { UsersResponse } from '@/lib/hospital-api/contract';
import { usersQuerySchema } from '@/lib/hospital-api/schema';
import { patientsShown } from '@/lib/audit';
import { recordApiRead } from './audit';
import { checkApiKey } from './auth';
import { json, jsonHandler, parseQuery } from './respond';
import { pagination, toPatient } from './serialize';


/** GET /api/v1/users?page=&limit=&search=&state=&bloodGroup=&visits= (x-api-key): one page of patients. */
export const GET = jsonHandler(async (request) => {
  const denied = checkApiKey(request);
  if (denied) return denied;
  const query = parseQuery(request, usersQuerySchema);
  if (!query.ok) return query.response;
  const db = await getDb();
  const { rows, total } = await listPatients(db, query.data);
  // The vitals of this page's patients only.
  const ids = rows.map((row) => row.id);
  const vitals = await readCardVitals(db, ids);
  await recordApiRead(request, patientsShown(ids));
  const today = todayIso();
  const body: UsersResponse = {
    data: rows.map((row) => toPatient(row, vitals.get(row.id), today)),
    pagination: pagination({ page: query.data.page, limit: query.data.limit, total }),
  };
  return json(body);
});

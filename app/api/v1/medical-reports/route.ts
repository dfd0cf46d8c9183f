import { getDb } from '@/lib/db/client';
import { listMedicalReports } from '@/lib/data/medical-reports';
import type { MedicalReportsResponse } from '@/lib/hospital-api/contract';
import { medicalReportsQuerySchema } from '@/lib/validations/hospital-api';
import { checkApiKey } from '../_lib/auth';
import { json, jsonHandler, parseQuery } from '../_lib/respond';

export const dynamic = 'force-dynamic';

/** GET /api/v1/medical-reports?patientId=&limit= (x-api-key): newest first. */
export const GET = jsonHandler(async (request) => {
  const denied = checkApiKey(request);
  if (denied) return denied;
  const query = parseQuery(request, medicalReportsQuerySchema);
  if (!query.ok) return query.response;
  const body: MedicalReportsResponse = { data: await listMedicalReports(await getDb(), query.data) };
  return json(body);
});

import { getDb } from '@/lib/db/client';
import { listMedicalReports } from '@/lib/reports/queries/medical-reports';
import type { MedicalReportsResponse } from '@/lib/hospital-api/contract';
import { medicalReportsQuerySchema } from '@/lib/hospital-api/schema';
import { recordApiRead } from './audit';
import { checkApiKey } from './auth';
import { json, jsonHandler, parseQuery } from './respond';
import { pagination } from './serialize';


/**
 * GET /api/v1/medical-reports?page=&limit=&patientId= (x-api-key): one page, newest first, of all reports
 * or of one patient's. A page past the end answers the last page.
 */
export const GET = jsonHandler(async (request) => {
  const denied = checkApiKey(request);
  if (denied) return denied;
  const query = parseQuery(request, medicalReportsQuerySchema);
  if (!query.ok) return query.response;
  const { page: requested, limit, patientId } = query.data;
  const { rows, total, page } = await listMedicalReports(await getDb(), { page: requested, pageSize: limit, patientId });
  await recordApiRead(request, rows.map((row) => ({ entity: 'medical-report', entityId: row.id, patientId: row.patientId })));
  const body: MedicalReportsResponse = { data: rows, pagination: pagination({ page, limit, total }) };
  return json(body);
});

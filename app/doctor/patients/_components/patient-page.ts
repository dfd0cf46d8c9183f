import 'server-only';
import { todayIso } from '@/lib/clinic-time';
import { readCardVitals } from '@/lib/vitals/queries/patient-vitals';
import { listPatients } from '@/lib/patients/queries/list';
import type { Db } from '@/lib/db/types';
import type { UsersResponse } from '@/lib/hospital-api/contract';
import { pagination, toPatient } from '@/lib/hospital-api/server/serialize';
import type { PatientListParams } from '@/lib/patients/rules/list-url';
import { usersQuerySchema } from '@/lib/hospital-api/schema';

/**
 * One page of patients with their cards' vitals, for the patients screen and its CSV export: the query checked by
 * GET /api/v1/users's schema, the same data-layer reads as that call and its rows' shape, so that the screen, the
 * export and the API never list different patients. The caller records what it shows, as the doctor.
 */
export async function readPatientPage(db: Db, { page, limit, search, state, bloodGroup, visits }: Omit<PatientListParams, 'patient'>): Promise<UsersResponse> {
  const query = usersQuerySchema.parse({ page, limit, search, state, bloodGroup, visits });
  const { rows, total } = await listPatients(db, query);
  const vitals = await readCardVitals(db, rows.map((row) => row.id));
  const today = todayIso();
  return { data: rows.map((row) => toPatient(row, vitals.get(row.id), today)), pagination: pagination({ page: query.page, limit: query.limit, total }) };
}

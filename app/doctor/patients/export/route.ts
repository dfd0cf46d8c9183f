import { patientsShown, recordRead } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import { getDb } from '@/lib/db/client';
import type { Patient } from '@/lib/hospital-api/contract';
import { loadFailure } from '@/lib/load-failure';
import { patientsToCsv } from '@/lib/patients/rules/csv';
import { parsePatientListParams } from '@/lib/patients/schema/list';
import { queryObject, USERS_MAX_LIMIT } from '@/lib/hospital-api/schema';
import { exportFileName } from '@/lib/lists/export-file-name';
import { readPatientPage } from '../_components/patient-page';

export const dynamic = 'force-dynamic';

/** GET /doctor/patients/export?search=&state=&bloodGroup=&visits=: every patient of the current search, as CSV. */
export async function GET(request: Request): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: 'Sign in to download patient data' }, { status: 401 });
  if (!mayOpenRecords(session.doctor)) return Response.json({ error: NOT_FOR_LAB_STAFF }, { status: 403 });
  const { search, state, bloodGroup, visits } = parsePatientListParams(queryObject(new URL(request.url).searchParams));
  const patients: Patient[] = [];
  try {
    const db = await getDb();
    for (let page: number | null = 1; page !== null; ) {
      const { data, pagination } = await readPatientPage(db, { page, limit: USERS_MAX_LIMIT, search, state, bloodGroup, visits });
      patients.push(...data);
      page = pagination.nextPage;
    }
  } catch (error) {
    // The database failed: logged on the server, said plainly to the doctor, and nothing is recorded as exported.
    const failure = loadFailure(error);
    return Response.json({ error: failure.message }, { status: 500 });
  }
  // A line per exported patient (so each one's Access history shows it), all saying what the export was.
  await recordRead(await getDb(), {
    reader: session.doctor,
    action: 'export',
    source: exportDetail(patients.length, { search, state, bloodGroup, visits }),
    items: patientsShown(patients.map((patient) => patient.id)),
  });
  return new Response(patientsToCsv(patients), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName('patients', 'csv')}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** "60 patients; search: ada, state: Lagos": what was exported, never the rows themselves. */
function exportDetail(total: number, filters: Record<string, string | undefined>): string {
  const applied = Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`);
  return [`${total} ${total === 1 ? 'patient' : 'patients'}`, ...applied].join('; ');
}

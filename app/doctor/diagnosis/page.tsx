import type { Metadata } from 'next';
import { DiagnosisLinks } from '@/components/diagnosis/diagnosis-links';
import { PageTitle } from '@/components/page-title';
import { recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TABLE_DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { countDiagnosisTests, DIAGNOSIS_TEST_SORTS, listDiagnosisTests } from '@/lib/diagnosis/queries/tests';
import { getDb } from '@/lib/db/client';
import { parseTableParams } from '@/lib/lists/table-params';
import { DiagnosisTestTable } from './_components/diagnosis-test-table';

export const metadata: Metadata = { title: 'Diagnosis Test' };

export default async function DiagnosisTestPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const params = parseTableParams(await searchParams, { pageSize: TABLE_DEFAULT_PAGE_SIZE, sorts: DIAGNOSIS_TEST_SORTS });
  const db = await getDb();
  const list = await listDiagnosisTests(db, params);
  // Without a search the list's total is already every test; with one, "3 of 15" needs the other count.
  const all = params.q ? await countDiagnosisTests(db) : list.total;
  // The rows carry what the View dialog shows: one audit insert for the page's tests.
  await recordRead(db, { reader: doctor, source: `diagnosis tests list, page ${list.page}`, items: list.rows.map((row) => ({ entity: 'diagnosis-test', entityId: row.id, patientId: row.patientId })) });
  return (
    <div className="space-y-6">
      <DiagnosisLinks current="/doctor/diagnosis" />
      <PageTitle>Diagnosis Test</PageTitle>
      <DiagnosisTestTable list={list} params={params} all={all} actor={{ id: doctor.id, role: doctor.role }} />
    </div>
  );
}

import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { TABLE_DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { listPrescriptions, PRESCRIPTION_SORTS } from '@/lib/prescriptions/queries/prescriptions';
import { getDb } from '@/lib/db/client';
import { parseTableParams } from '@/lib/lists/table-params';
import { PrescriptionTable } from './_components/prescription-table';

export const metadata: Metadata = { title: 'Prescriptions' };

export default async function PrescriptionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const params = parseTableParams(await searchParams, { pageSize: TABLE_DEFAULT_PAGE_SIZE, sorts: PRESCRIPTION_SORTS });
  const db = await getDb();
  const list = await listPrescriptions(db, params);
  await recordRead(db, { reader: doctor, source: `prescriptions list, page ${list.page}`, items: list.rows.map((row) => ({ entity: 'prescription', entityId: row.id, patientId: row.patientId })) });
  return (
    <div className="space-y-6">
      <PageTitle>Prescriptions</PageTitle>
      <PrescriptionTable list={list} params={params} actor={{ id: doctor.id, role: doctor.role }} />
    </div>
  );
}

import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { listVoidedRecords, VOIDED_PAGE_SIZE } from '@/lib/reports/queries/voided-records';
import { getDb } from '@/lib/db/client';
import { pageNumber } from '@/lib/lists/table-params';
import { VoidedTable } from './_components/voided-table';
import { formatCount } from '@/lib/format';

export const metadata: Metadata = { title: 'Voided records' };

const records = (n: number) => `${formatCount(n)} voided ${n === 1 ? 'record' : 'records'}`;

/**
 * The administrators' list of voided records: every diagnosis test, prescription and report that was voided
 * instead of deleted, newest void first, with who voided it, when and why; each links to the patient's chart.
 * Anyone else gets the doctor area's not-found page (requireAdministrator).
 */
export default async function VoidedRecordsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdministrator();
  const page = pageNumber.parse([(await searchParams).page].flat()[0] ?? 1);
  // A page past the end serves the last one (listPage).
  const list = await listVoidedRecords(await getDb(), { page, pageSize: VOIDED_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(list.total / VOIDED_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Voided records</PageTitle>
        <p className="text-sm text-muted-foreground">
          Clinical records are voided, never deleted: they left their lists and stay in the patient&apos;s chart, struck through.
        </p>
      </div>
      <p className="text-sm text-muted-foreground" role="status">
        {records(list.total)}
      </p>
      {list.total === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No record has been voided.</p>
      ) : (
        <VoidedTable rows={list.rows} page={list.page} pageCount={pageCount} />
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { LoadError } from '@/components/forms/load-error';
import { PageTitle } from '@/components/page-title';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireLabStaff } from '@/lib/auth/current-doctor';
import { TABLE_DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { listWorklist, RELEASED_COUNT_CAP } from '@/lib/lab/queries/worklist';
import { parseTableParams } from '@/lib/lists/table-params';
import { loadFailure } from '@/lib/load-failure';
import { labelOf, listOfSlug } from './_components/worklist-lists';
import { WorklistTable } from './_components/worklist-table';
import { WorklistTabs } from './_components/worklist-tabs';

export const metadata: Metadata = { title: 'Lab' };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /doctor/lab, the laboratory's worklist for lab scientists and administrators: To collect, In progress, To verify and
 * Released (?list=), one page at a time (?page=), STAT first. Each row's action opens its dialog. The patients on the
 * page are a read of their records, recorded before the page is sent.
 */
export default async function LabPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { doctor } = await requireLabStaff();
  const query = await searchParams;
  const list = listOfSlug(query.list);
  const params = parseTableParams(query, { pageSize: TABLE_DEFAULT_PAGE_SIZE, sorts: [] });
  const db = await getDb();
  // A failed read is said in place, with Try again; the tabs then show no counts.
  const result = await listWorklist(db, { list, page: params.page, pageSize: params.pageSize }).catch((error: unknown) => ({ error: loadFailure(error) }));
  if (!('error' in result)) {
    await recordRead(db, {
      reader: doctor,
      source: `lab worklist, ${labelOf(list).toLowerCase()}, page ${result.page}`,
      items: patientsShown(result.rows.map((row) => row.patient.id)),
    });
  }
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Lab</PageTitle>
        <p className="text-sm text-muted-foreground">The laboratory&apos;s worklist: specimens to collect, results to enter, results to verify and release.</p>
      </div>
      <WorklistTabs list={list} counts={'error' in result ? null : result.counts} countCap={RELEASED_COUNT_CAP}>
        {'error' in result ? (
          <LoadError error={result.error} title="Could not load the worklist" />
        ) : (
          <WorklistTable
            list={list}
            page={{ rows: result.rows, total: result.total, page: result.page }}
            params={params}
            me={doctor.id}
            selfVerification={getEnv().LAB_SELF_VERIFICATION}
          />
        )}
      </WorklistTabs>
    </div>
  );
}

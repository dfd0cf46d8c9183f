import type { Metadata } from 'next';
import { LoadError } from '@/components/forms/load-error';
import { PageTitle } from '@/components/page-title';
import { requireStaff } from '@/lib/auth/current-doctor';
import { isAdministrator } from '@/lib/auth/roles';
import { getDb } from '@/lib/db/client';
import { formatCount } from '@/lib/format';
import { LAB_TESTS_PAGE_SIZE, parseLabTestState } from '@/lib/lab/catalogue-schema';
import { listLabTests } from '@/lib/lab/queries/catalogue-list';
import { parseTableParams } from '@/lib/lists/table-params';
import { loadFailure } from '@/lib/load-failure';
import { LabTestsTable } from './_components/lab-tests-table';

export const metadata: Metadata = { title: 'Lab tests' };

const testsCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'test' : 'tests'}`;

/**
 * The laboratory's test catalogue (what "Order tests" offers and what the lab runs), paged, searched and filtered on the
 * server (?page=&q=&state=). Every account reads it: doctors choose from it, lab scientists run it. Administrators add
 * the clinic's own tests and retire or restore any. It holds no patient's data, so reading it is not audited.
 */
export default async function LabTestsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireStaff();
  const query = await searchParams;
  const params = parseTableParams(query, { pageSize: LAB_TESTS_PAGE_SIZE, sorts: [] });
  const state = parseLabTestState(query.state);
  // A page past the end serves the last one (readCountedPage).
  const list = await getDb()
    .then((db) => listLabTests(db, { page: params.page, pageSize: params.pageSize, q: params.q, state }))
    .catch((error: unknown) => ({ error: loadFailure(error) }));
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Lab tests</PageTitle>
        <p className="text-sm text-muted-foreground">
          The tests doctors order and the laboratory runs: each with its LOINC code, specimen, unit, reference ranges and critical limits.
        </p>
      </div>
      {'error' in list ? (
        <LoadError error={list.error} title="Could not load the lab tests" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {testsCount(list.total)}
          </p>
          <LabTestsTable list={list} params={params} state={state} canChange={isAdministrator(doctor)} />
        </>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/page-title';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { CONNECTED_SYSTEMS_PAGE_SIZE, listConnectedSystems } from '@/lib/connected-systems/queries';
import { getDb } from '@/lib/db/client';
import { tokenEndpoint } from '@/lib/fhir/smart/token-endpoint';
import { formatCount } from '@/lib/format';
import { pageNumber } from '@/lib/lists/table-params';
import { cn } from '@/lib/utils';
import { ConnectButton } from './_components/connect-button';
import { connectedSystemsHref } from './_components/connected-systems-href';
import { CopyableValue } from './_components/copyable-value';
import { SystemsTable } from './_components/systems-table';
import { toSystemRow } from './_components/system-row';

export const metadata: Metadata = { title: 'Connected systems' };

const systems = (n: number) => `${formatCount(n)} ${n === 1 ? 'connected system' : 'connected systems'}`;

/**
 * The administrators' screen of the hospital systems that use the FHIR API (SMART Backend Services), one page at a
 * time: each with its client id, scopes, keys, last use and state; connect one, disable, enable or delete it. Anyone
 * else gets the doctor area's not-found page (requireAdministrator).
 */
export default async function ConnectedSystemsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdministrator();
  const page = pageNumber.parse([(await searchParams).page].flat()[0] ?? 1);
  const { rows, total } = await listConnectedSystems(await getDb(), { page, pageSize: CONNECTED_SYSTEMS_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(total / CONNECTED_SYSTEMS_PAGE_SIZE));
  // Past the last page (systems were deleted since the link was made): the last page.
  if (page > pageCount) redirect(connectedSystemsHref(pageCount));
  const endpoint = tokenEndpoint();
  const empty = total === 0;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <PageTitle>Connected systems</PageTitle>
        <p className="text-sm text-muted-foreground">
          A connected system is a hospital system (a laboratory, a pharmacy, a records archive) that reads the record through the FHIR API
          with its own key, never a shared password.
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>Give the system&apos;s vendor its client ID and this token endpoint:</span>
          <CopyableValue value={endpoint} copyLabel="Copy the token endpoint" copiedMessage="Token endpoint copied" />
        </div>
      </div>
      {/*
        The count (or the empty state) and "Connect a system" keep their places whether or not there are systems: the
        first system connected must not take away the dialog that shows its client id.
      */}
      <div className={cn('gap-3', empty ? 'grid justify-items-center rounded-lg border p-8 text-center' : 'flex flex-wrap items-center justify-between')}>
        <p role="status" className={cn(empty ? 'text-muted-foreground' : 'text-sm text-muted-foreground')}>
          {empty ? 'No connected systems yet.' : systems(total)}
        </p>
        <ConnectButton tokenEndpoint={endpoint} />
      </div>
      {empty ? null : <SystemsTable rows={rows.map(toSystemRow)} page={page} pageCount={pageCount} pageSize={CONNECTED_SYSTEMS_PAGE_SIZE} />}
    </div>
  );
}

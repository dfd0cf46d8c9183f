import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { listAuditEvents } from '@/lib/audit/queries/trail';
import { getAuditPerson } from '@/lib/audit/queries/people';
import { getDb } from '@/lib/db/client';
import { AUDIT_PAGE_SIZE, auditQuery, parseAuditFilters } from '@/lib/audit/schema';
import { AuditFilterForm } from './_components/audit-filters';
import { AUDIT_PATH } from './_components/audit-path';
import { AuditTable } from './_components/audit-table';
import { formatCount } from '@/lib/format';

export const metadata: Metadata = { title: 'Audit' };

const events = (n: number, capped: boolean) => (capped ? `More than ${formatCount(n)} events` : `${formatCount(n)} ${n === 1 ? 'event' : 'events'}`);

/**
 * The administrators' view of the audit trail: who saw or changed what, when, from where and how it ended,
 * newest first, filtered by person, patient, action and dates (all in the URL), one page at a time.
 */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdministrator();
  const { page, ...filters } = parseAuditFilters(await searchParams);
  const db = await getDb();
  const [list, person] = await Promise.all([
    listAuditEvents(db, filters, { page, pageSize: AUDIT_PAGE_SIZE }),
    filters.person === undefined ? null : getAuditPerson(db, filters.person),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / AUDIT_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto space-y-1">
          <PageTitle>Audit</PageTitle>
          <p className="text-sm text-muted-foreground">
            Every view of a patient&apos;s record, every change of patient data, every sign-in and every staff change. Nothing here can be changed
            or deleted.
          </p>
        </div>
        <Button variant="outline" asChild>
          <a href={`${AUDIT_PATH}/export${auditQuery(filters)}`} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {/* Keyed by the filters: a link that changes them (Reset, a row's person) shows the new ones in the fields. */}
      <AuditFilterForm key={auditQuery(filters)} filters={filters} person={person} action={AUDIT_PATH} />
      <p className="text-sm text-muted-foreground" role="status">
        {events(list.total, list.capped)}
        {list.capped && '. Narrow the filters to page further.'}
      </p>
      {list.total === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No events match these filters.</p>
      ) : (
        <AuditTable rows={list.rows} page={list.page} pageCount={pageCount} filters={filters} />
      )}
    </div>
  );
}

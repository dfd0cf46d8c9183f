import 'server-only';
import Link from '@/components/ui/link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { listPatientAccess } from '@/lib/audit/queries/trail';
import { getDb } from '@/lib/db/client';
import { ACCESS_HISTORY_PAGE_SIZE } from '@/lib/audit/schema';
import { AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, auditActor, auditSubject, formatAuditInstant } from './audit-labels';

export interface AccessHistoryProps {
  patientId: number;
  /**
   * Whether the reader is an administrator: they see each event's address and a refusal's detail, as on the
   * Audit screen; any other doctor sees who opened or changed the record, what and when.
   */
  full: boolean;
  /** From 1; a page past the end shows the last one. */
  page?: number;
  /** The link of another page of the history (default `?accessPage=N`, on the page that shows it). */
  hrefForPage?: (page: number) => string;
}

const defaultHref = (page: number) => `?accessPage=${page}`;

/**
 * A patient's "Access history": who saw or changed their record, what, when, how it ended and, for an
 * administrator, from which address, newest first, one server-read page at a time. A server component: the chart
 * page renders `<AccessHistory patientId={id} full={isAdministrator(doctor)} page={accessPage} />`.
 */
export async function AccessHistory({ patientId, full, page = 1, hrefForPage = defaultHref }: AccessHistoryProps) {
  const list = await listPatientAccess(await getDb(), patientId, { page, pageSize: ACCESS_HISTORY_PAGE_SIZE }, { full });
  const pageCount = Math.max(1, Math.ceil(list.total / ACCESS_HISTORY_PAGE_SIZE));
  return (
    <section aria-labelledby="access-history-title" className="space-y-3">
      <h2 id="access-history-title" className="text-lg font-semibold">
        Access history
      </h2>
      {list.total === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has opened or changed this record yet.</p>
      ) : (
        <>
          {/* On a phone each event is a card (stacked-table): its time, then each column's name and value. */}
          <Table scrollLabel="Access history events" className="stacked-table">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>What</TableHead>
                {full && <TableHead>Address</TableHead>}
                <TableHead>Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell data-card-title="">
                    <time dateTime={row.at}>{formatAuditInstant(row.at)}</time>
                  </TableCell>
                  <TableCell data-label="Who">{auditActor(row)}</TableCell>
                  <TableCell data-label="Action">{AUDIT_ACTION_LABELS[row.action]}</TableCell>
                  <TableCell data-label="What">
                    {auditSubject(row)}
                    {row.detail && <span className="block text-xs text-muted-foreground">{row.detail}</span>}
                  </TableCell>
                  {full && <TableCell data-label="Address">{row.address}</TableCell>}
                  <TableCell data-label="Outcome">{AUDIT_OUTCOME_LABELS[row.outcome]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <nav aria-label="Access history pages" className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">
              Page {list.page} of {pageCount}
              {list.capped && ' (the latest events)'}
            </span>
            <span className="flex gap-3">
              {list.page > 1 && <Link href={hrefForPage(list.page - 1)}>Newer</Link>}
              {list.page < pageCount && <Link href={hrefForPage(list.page + 1)}>Older</Link>}
            </span>
          </nav>
        </>
      )}
    </section>
  );
}

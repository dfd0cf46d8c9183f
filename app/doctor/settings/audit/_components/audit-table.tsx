'use client';

import { useCallback, useMemo } from 'react';
import { DataTable, useUrlPages } from '@/components/data-table';
import type { AuditRow } from '@/lib/audit/queries/trail';
import { auditQuery, AUDIT_PAGE_SIZE, type AuditFilters } from '@/lib/audit/schema';
import { getAuditColumns, type AuditRowFilter } from './audit-columns';
import { AUDIT_PATH } from './audit-path';

const rowId = (row: AuditRow) => String(row.id);

/** One page of the trail from the server; paging and the row links keep the filters in the URL. */
export function AuditTable({ rows, page, pageCount, filters }: { rows: AuditRow[]; page: number; pageCount: number; filters: AuditFilters }) {
  const pageHref = useCallback((next: number) => `${AUDIT_PATH}${auditQuery({ ...filters, page: next })}`, [filters]);
  const { paging } = useUrlPages(page, AUDIT_PAGE_SIZE, pageHref);
  // A patient's link replaces whichever patient filter was set (by number or by id).
  const filterHref = useCallback(
    (filter: AuditRowFilter) => `${AUDIT_PATH}${auditQuery({ ...filters, ...('person' in filter ? filter : { patient: undefined, patientNumber: undefined, ...filter }) })}`,
    [filters],
  );
  const columns = useMemo(() => getAuditColumns({ filterHref }), [filterHref]);

  return <DataTable data={rows} columns={columns} label="Audit events" getRowId={rowId} emptyMessage="No events on this page." pageCount={pageCount} {...paging} />;
}

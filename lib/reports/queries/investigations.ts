import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { attachments, investigations, patients } from '@/lib/db/schema';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/lists/table-url';
import { attachmentColumns, attachmentOf, type AttachmentInfo } from '@/lib/reports/queries/attachments';
import { listPage, type ListPage } from '@/lib/db/paging';
import { reportPatientJoin, reportPersonColumns, reportPersonNameMatches, reportPersonOf, type ReportPerson } from '@/lib/reports/queries/report-patient';
import { standing } from '@/lib/reports/queries/voided-marks';

/** An investigation as the Investigation table shows it (the brief's "Investigation row"). */
export interface Investigation {
  id: number;
  /** The brief's USER column: the patient it is filed for, or the typed person of an old unlinked report. */
  user: ReportPerson;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  status: InvestigationStatus;
  attachment: AttachmentInfo | null;
}

const select = (db: Db) =>
  db
    .select({
      id: investigations.id,
      ...reportPersonColumns({ patientId: investigations.patientId, name: investigations.userName, email: investigations.userEmail, avatar: investigations.userAvatar }),
      date: investigations.date,
      title: investigations.title,
      status: investigations.status,
      ...attachmentColumns,
    })
    .from(investigations)
    .leftJoin(patients, reportPatientJoin(investigations.patientId))
    .leftJoin(attachments, eq(attachments.id, investigations.attachmentId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toInvestigation = (row: Row): Investigation => ({
  id: row.id,
  user: reportPersonOf(row),
  date: row.date,
  title: row.title,
  status: row.status,
  attachment: attachmentOf(row),
});

/** The Investigation table has no sortable column (the brief's rule): it stays newest first whatever the URL says. */
export const INVESTIGATION_SORTS = [] as const;
export type InvestigationListParams = TableParams<(typeof INVESTIGATION_SORTS)[number]>;

/** One page of the standing investigations, newest first; the search finds a part of the USER's name. */
export async function listInvestigations(db: Db, params: InvestigationListParams): Promise<ListPage<Investigation>> {
  const where = and(standing(investigations), params.q ? reportPersonNameMatches(db, { patientId: investigations.patientId, name: investigations.userName }, params.q) : undefined);
  return listPage(
    params,
    async () => (await db.select({ total: count() }).from(investigations).where(where))[0].total,
    async (limit, offset) => {
      const rows = await select(db).where(where).orderBy(desc(investigations.date), desc(investigations.id)).limit(limit).offset(offset);
      return rows.map(toInvestigation);
    },
  );
}

export async function getInvestigation(db: Db, id: number): Promise<Investigation | null> {
  const [row] = await select(db).where(eq(investigations.id, id));
  return row ? toInvestigation(row) : null;
}

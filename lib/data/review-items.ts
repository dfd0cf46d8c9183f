import 'server-only';
import { and, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { REVIEW_ITEMS_SHOWN, REVIEW_WINDOW_DAYS } from '@/lib/constants';
import { appointments, auditEvents, investigations, patients } from '@/lib/db/schema';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { formatPatientNumber } from '@/lib/patient-number';

/** An investigation filed for one of the doctor's patients that the doctor has not looked at since (plain data). */
export interface InvestigationToReview {
  id: number;
  title: string;
  status: InvestigationStatus;
  /** ISO instant it was filed. */
  filedAt: string;
  patientId: number;
  patientName: string;
  patientNumber: string;
}

export interface ReviewGroup<T> {
  items: T[];
  /** How many there are in all (the list shows the newest few). */
  total: number;
}

/**
 * Investigations filed in the last REVIEW_WINDOW_DAYS days, by someone else, for a patient the doctor has
 * seen or will see (an appointment with them), after the doctor last opened that patient's chart: opening the
 * chart is the look (its "view" line in the audit trail), so an item leaves the list once the doctor has been
 * there. Voided investigations are not news. The newest first; the window bounds the read.
 */
export async function investigationsToReview(
  db: Db,
  doctorId: number,
  { now = new Date(), limit = REVIEW_ITEMS_SHOWN }: { now?: Date; limit?: number } = {},
): Promise<ReviewGroup<InvestigationToReview>> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: investigations.id,
      title: investigations.title,
      status: investigations.status,
      filedAt: investigations.createdAt,
      patientId: patients.id,
      patientName: patients.fullName,
      patientNumber: patients.patientNumber,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(investigations)
    .innerJoin(patients, eq(patients.id, investigations.patientId))
    .where(
      and(
        gte(investigations.createdAt, since),
        isNull(investigations.voidedAt),
        or(isNull(investigations.authorId), ne(investigations.authorId, doctorId)),
        sql`exists (select 1 from ${appointments} where ${appointments.patientId} = ${investigations.patientId} and ${appointments.doctorId} = ${doctorId})`,
        sql`not exists (select 1 from ${auditEvents} where ${auditEvents.patientId} = ${investigations.patientId}
          and ${auditEvents.actorId} = ${doctorId} and ${auditEvents.action} = 'view' and ${auditEvents.detail} = 'chart'
          and ${auditEvents.at} >= ${investigations.createdAt})`,
      ),
    )
    .orderBy(desc(investigations.createdAt), desc(investigations.id))
    .limit(limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      filedAt: row.filedAt.toISOString(),
      patientId: row.patientId,
      patientName: row.patientName,
      patientNumber: formatPatientNumber(row.patientNumber),
    })),
    total: rows[0]?.total ?? 0,
  };
}

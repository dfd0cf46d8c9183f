import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { VOIDED_PAGE_SIZE } from '@/lib/reports/schema/void';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';
import { listPage, type ListPage } from '@/lib/db/paging';
import { type VoidableKind } from '@/lib/reports/writes/voiding';
import { voider } from '@/lib/reports/queries/voided-marks';

/** One voided record as the administrators' Voided records screen lists it. */
export interface VoidedRecordRow {
  kind: VoidableKind;
  id: number;
  /** What names the record on its own screen: a report or case number, a title, a surgery; "Prescription". */
  label: string;
  /** ISO instant (or YYYY-MM-DD for records dated by day): the record's own date, not the void's. */
  recordDate: string;
  /** Null for a report filed for no patient (typed before reports named one). */
  patientId: number | null;
  patientName: string | null;
  /** ISO instant. */
  voidedAt: string;
  /** Null when that account is gone. */
  voidedBy: string | null;
  reason: string;
}

export { VOIDED_PAGE_SIZE };

// Dates are written as text in SQL (ISO, UTC), so that both drivers answer the same.
// The six voidable tables as one list: kind, id, label, the record's date, its patient (a report that named
// no patient by id keeps its typed name) and the void. Each arm reads only voided rows.
const VOIDED_UNION = sql`
  select 'diagnosis-test' as kind, t.id, t.report_number as label, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as record_date, t.patient_id, p.full_name as patient_name,
         t.voided_at, t.voided_by_id, t.void_reason
    from diagnosis_tests t join patients p on p.id = t.patient_id where t.voided_at is not null
  union all
  select 'prescription', t.id, 'Prescription', to_char(t.added_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.patient_id, p.full_name, t.voided_at, t.voided_by_id, t.void_reason
    from prescriptions t join patients p on p.id = t.patient_id where t.voided_at is not null
  union all
  select 'medical-report', t.id, t.title, to_char(t.report_date, 'YYYY-MM-DD'), t.patient_id, p.full_name, t.voided_at, t.voided_by_id, t.void_reason
    from medical_reports t join patients p on p.id = t.patient_id where t.voided_at is not null
  union all
  select 'case-report', t.id, t.case_id, to_char(t.date, 'YYYY-MM-DD'), t.patient_id, coalesce(p.full_name, t.patient_name), t.voided_at, t.voided_by_id, t.void_reason
    from case_reports t left join patients p on p.id = t.patient_id where t.voided_at is not null
  union all
  select 'investigation', t.id, t.title, to_char(t.date, 'YYYY-MM-DD'), t.patient_id, coalesce(p.full_name, t.user_name), t.voided_at, t.voided_by_id, t.void_reason
    from investigations t left join patients p on p.id = t.patient_id where t.voided_at is not null
  union all
  select 'document', t.id, t.surgery, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.patient_id, p.full_name, t.voided_at, t.voided_by_id, t.void_reason
    from documents t left join patients p on p.id = t.patient_id where t.voided_at is not null`;

interface Row extends Record<string, unknown> {
  kind: VoidableKind;
  id: number | string;
  label: string;
  record_date: string;
  patient_id: number | string | null;
  patient_name: string | null;
  voided_at: string;
  voided_by: string | null;
  void_reason: string | null;
}

/** Both drivers answer `{ rows }`; pg gives bigints and counts as strings, PGlite as numbers. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const toRow = (row: Row): VoidedRecordRow => ({
  kind: row.kind,
  id: Number(row.id),
  label: row.label,
  recordDate: row.record_date,
  patientId: row.patient_id === null ? null : Number(row.patient_id),
  patientName: row.patient_name,
  voidedAt: row.voided_at,
  voidedBy: row.voided_by,
  reason: row.void_reason ?? '',
});

/**
 * One page of every voided record, newest void first (kind and id keep equal instants in one order from
 * page to page), counted and paged in SQL. For administrators: the screen checks the role.
 */
export async function listVoidedRecords(db: Db, params: { page: number; pageSize?: number }): Promise<ListPage<VoidedRecordRow>> {
  return listPage(
    { page: params.page, pageSize: params.pageSize ?? VOIDED_PAGE_SIZE },
    async () => Number(rowsOf<{ total: number | string }>(await db.execute(sql`select count(*) as total from (${VOIDED_UNION}) as voided`))[0].total),
    async (limit, offset) =>
      rowsOf<Row>(
        await db.execute(sql`
          select v.kind, v.id, v.label, v.record_date, v.patient_id, v.patient_name, v.void_reason,
                 to_char(v.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as voided_at,
                 case when voider.id is null then null else ${doctorDisplayName(voider)} end as voided_by
            from (${VOIDED_UNION}) as v
            left join doctors voider on voider.id = v.voided_by_id
           order by v.voided_at desc, v.kind, v.id desc
           limit ${limit} offset ${offset}`),
      ).map(toRow),
  );
}

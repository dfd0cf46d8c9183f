import 'server-only';
import { auditEvents, type AuditAction, type AuditEntity } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { requestAddress } from './address';

/** Who read: a signed-in doctor, or the hospital API's key or token (no person). */
export type Reader = { id: number; email: string } | { id: null; email: string };

/** One thing a response shows: a record of patient data (or the patient's own record), and its patient. */
export interface ReadItem {
  entity: AuditEntity;
  entityId: number | string;
  /** Null for a record that names no patient (a report no patient matched). */
  patientId: number | null;
  /** Where this item was shown, when not the read's own `source` (the side sheet opened over a list). */
  source?: string;
}

export interface Read {
  reader: Reader;
  /**
   * Where it was shown, in a few words the Audit screen and the Access history print as the line's detail:
   * "patients list, page 3", "sheet", "visit", "prescription print", "API GET /api/v1/users".
   */
  source: string;
  items: readonly ReadItem[];
  /** 'view' unless the data leaves as a file (a CSV: 'export'). */
  action?: Extract<AuditAction, 'view' | 'export'>;
  /** Defaults to the current request's client address. */
  address?: string;
}

/** The patients a screen shows, as items: one line each, so that every patient's Access history finds the view. */
export const patientsShown = (patientIds: Iterable<number>, source?: string): ReadItem[] =>
  [...new Set(patientIds)].map((id) => ({ entity: 'patient', entityId: id, patientId: id, source }));

const DETAIL_MAX = 200;
/** 8 parameters a row. */
const ROWS_PER_INSERT = 5_000;

/**
 * Records what one response shows of patient data, before it is sent: ONE multi-row insert per call (a row per
 * item, so that a list view is found from each listed patient's Access history by its index), and nothing when
 * the response shows nobody. Every path that reads patient data calls it once: pages, routes, actions that return
 * records and the hospital API (as its client, see lib/hospital-api/server/audit.ts; the app's own screens read the
 * data layer and record what they show as the doctor).
 */
export async function recordRead(db: Db, { reader, source, items, action = 'view', address }: Read): Promise<void> {
  if (items.length === 0) return;
  const from = (address ?? (await requestAddress())).slice(0, 64);
  const seen = new Set<string>();
  const rows = [];
  for (const item of items) {
    const detail = (item.source ?? source).slice(0, DETAIL_MAX);
    const key = `${item.entity}:${item.entityId}:${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ actorId: reader.id, actorEmail: reader.email, action, entity: item.entity, entityId: String(item.entityId), patientId: item.patientId, address: from, detail });
  }
  // One insert; an export of thousands of patients goes in chunks that stay under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await db.insert(auditEvents).values(rows.slice(start, start + ROWS_PER_INSERT));
}

/** A report's file as an item: the report it belongs to (or the file itself, for one no report holds any more). */
export const attachmentItem = (file: { id: number; reportId: number | null; patientId: number | null }): ReadItem => ({
  entity: 'medical-report',
  entityId: file.reportId ?? `file ${file.id}`,
  patientId: file.patientId,
});

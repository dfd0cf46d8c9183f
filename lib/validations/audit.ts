import { z } from 'zod';
import { AUDIT_ACTIONS } from '@/lib/constants';
import { boundedId, isIsoDate } from './common';
import { pageNumber } from './table-params';

/** Events per page of the Audit screen and of a chart's Access history. */
export const AUDIT_PAGE_SIZE = 10;
export const ACCESS_HISTORY_PAGE_SIZE = 10;
/**
 * A list counts at most this many events: past it the screen says "more than 10,000" and pages no further
 * (narrow the filters instead), so a count never walks a table of millions of rows.
 */
export const AUDIT_COUNT_CAP = 10_000;
/** An export holds at most this many events, newest first; the last line says when it stopped there. */
export const AUDIT_EXPORT_MAX = 50_000;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const optionalId = boundedId('Unknown').optional().catch(undefined);
const clinicDate = z
  .string()
  .refine(isIsoDate)
  .optional()
  .catch(undefined);

/** The Audit screen's URL: ?person=&patient=&action=&from=&to=&page=. Anything unreadable is no filter. */
export const auditFilterSchema = z.object({
  person: z.preprocess(first, optionalId),
  patient: z.preprocess(first, optionalId),
  action: z.preprocess(first, z.enum(AUDIT_ACTIONS).optional().catch(undefined)),
  /** Clinic dates (Africa/Lagos), both days included. */
  from: z.preprocess(first, clinicDate),
  to: z.preprocess(first, clinicDate),
  page: z.preprocess((value) => first(value) ?? 1, pageNumber),
});

export type AuditFilters = Omit<z.output<typeof auditFilterSchema>, 'page'>;

export const parseAuditFilters = (searchParams: Record<string, unknown>) => auditFilterSchema.parse(searchParams);

/** The filters alone, without the page. */
export const auditFilterOf = ({ person, patient, action, from, to }: AuditFilters): AuditFilters => ({ person, patient, action, from, to });

/** The query string of a filtered Audit screen (or its export): empty filters are left out. */
export function auditQuery(filters: AuditFilters & { page?: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

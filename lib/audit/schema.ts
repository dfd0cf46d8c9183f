import { z } from '@/lib/zod';
import { AUDIT_ACTIONS } from '@/lib/constants';
import { formatPatientNumber, parsePatientNumber } from '@/lib/patients/rules/number';
import { boundedId, isIsoDate, MAX_INT4 } from '@/lib/forms/common';
import { pageNumber } from '@/lib/lists/table-params';

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

/** What the Patient filter names: a patient by the number every screen writes ("P-000061"), or by the internal id. */
type AuditPatientFilter = { patient?: number; patientNumber?: number };

/**
 * The Patient filter as typed or linked: a patient number ("P-000061", "p61", "#61", as the patient search reads
 * one), or digits alone, the internal id, which the links and bookmarks made before the numbers were shown carry.
 */
function readAuditPatient(text: string | undefined): AuditPatientFilter {
  if (text === undefined) return {};
  const number = parsePatientNumber(text);
  if (number !== null) return number >= 1 && number <= MAX_INT4 ? { patientNumber: number } : {};
  const id = optionalId.parse(text.trim());
  return id === undefined ? {} : { patient: id };
}

/**
 * What the Patient filter's field accepts, for the browser to say before sending (the server reads the same): a
 * patient number as parsePatientNumber reads one, or an id (digits alone, up to PostgreSQL's largest integer's ten).
 */
export const AUDIT_PATIENT_PATTERN = '\\s*(?:(?:[Pp]\\s*-?\\s*|#)\\d{1,9}|\\d{1,10})\\s*';

/**
 * The Audit screen's URL: ?person=&patient=&action=&from=&to=&page=; `patient` is a patient number
 * ("P-000061") or an internal id. Anything unreadable is no filter.
 */
export const auditFilterSchema = z
  .object({
    person: z.preprocess(first, optionalId),
    patient: z.preprocess(first, z.string().optional().catch(undefined)),
    action: z.preprocess(first, z.enum(AUDIT_ACTIONS).optional().catch(undefined)),
    /** Clinic dates (the clinic's zone, CLINIC_TIME_ZONE), both days included. */
    from: z.preprocess(first, clinicDate),
    to: z.preprocess(first, clinicDate),
    page: z.preprocess((value) => first(value) ?? 1, pageNumber),
  })
  .transform(({ patient, ...rest }) => ({ ...rest, ...readAuditPatient(patient) }));

export type AuditFilters = Omit<z.output<typeof auditFilterSchema>, 'page'>;

export const parseAuditFilters = (searchParams: Record<string, unknown>) => auditFilterSchema.parse(searchParams);

/** The filters alone, without the page. */
export const auditFilterOf = ({ person, patient, patientNumber, action, from, to }: AuditFilters): AuditFilters => ({ person, patient, patientNumber, action, from, to });

/** The Patient filter as its field and the URL write it: "P-000061", or the internal id that was asked for. */
export function auditPatientText({ patient, patientNumber }: Pick<AuditFilters, 'patient' | 'patientNumber'>): string {
  if (patientNumber !== undefined) return formatPatientNumber(patientNumber);
  return patient === undefined ? '' : String(patient);
}

/** The query string of a filtered Audit screen (or its export): empty filters are left out; a patient by their number. */
export function auditQuery({ patient, patientNumber, ...filters }: AuditFilters & { page?: number }): string {
  const query = new URLSearchParams();
  const patientText = auditPatientText({ patient, patientNumber });
  const ordered = { person: filters.person, patient: patientText, ...filters };
  for (const [key, value] of Object.entries(ordered)) if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

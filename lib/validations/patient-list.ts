import { z } from 'zod';
import { PATIENT_DEFAULT_PAGE_SIZE, PATIENT_PAGE_SIZE_OPTIONS } from '@/lib/constants';
import { boundedId } from './common';
import { BLOOD_GROUPS, PATIENT_ACTIVITIES } from './hospital-api';
import { pageNumber, searchText } from './table-params';

/** What the API accepts as a search or state (lib/validations/hospital-api.ts); anything else is no filter. */
const filterText = searchText;

/**
 * The patient list's URL: ?page=&limit=&search=&state=&bloodGroup=&visits=&patient=. A hand-edited or stale URL
 * falls back to the defaults field by field rather than failing the page.
 */
export const patientListParamsSchema = z.object({
  page: pageNumber,
  limit: z.coerce
    .number()
    .refine((n) => (PATIENT_PAGE_SIZE_OPTIONS as readonly number[]).includes(n))
    .catch(PATIENT_DEFAULT_PAGE_SIZE),
  search: filterText,
  state: filterText,
  bloodGroup: z.enum(BLOOD_GROUPS).optional().catch(undefined),
  visits: z.enum(PATIENT_ACTIVITIES).optional().catch(undefined),
  /** The patient whose side sheet is open. */
  patient: boundedId('Unknown patient').optional().catch(undefined),
});

export type PatientListParams = z.output<typeof patientListParamsSchema>;

/** Reads Next's searchParams (a value may be repeated: the first one counts). */
export function parsePatientListParams(searchParams: Record<string, string | string[] | undefined>): PatientListParams {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return patientListParamsSchema.parse({
    page: first(searchParams.page) ?? 1,
    limit: first(searchParams.limit) ?? PATIENT_DEFAULT_PAGE_SIZE,
    search: first(searchParams.search) ?? '',
    state: first(searchParams.state) ?? '',
    bloodGroup: first(searchParams.bloodGroup) || undefined,
    visits: first(searchParams.visits) || undefined,
    patient: first(searchParams.patient) || undefined,
  });
}

/** The query string for a patient list URL; defaults are left out to keep URLs short. */
export function patientListQuery(params: Partial<PatientListParams>): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.state) query.set('state', params.state);
  if (params.bloodGroup) query.set('bloodGroup', params.bloodGroup);
  if (params.visits) query.set('visits', params.visits);
  if (params.limit && params.limit !== PATIENT_DEFAULT_PAGE_SIZE) query.set('limit', String(params.limit));
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.patient) query.set('patient', String(params.patient));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * What to write into the URL (useListUrl's setParams) to move the list to `changes`: a field given as
 * undefined, empty or its default is removed, so that URLs stay as short as patientListQuery makes them.
 */
export function patientListChanges(changes: Partial<PatientListParams>): Record<string, string | null> {
  const url: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(changes)) {
    const isDefault = value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'limit' && value === PATIENT_DEFAULT_PAGE_SIZE);
    url[key] = isDefault ? null : String(value);
  }
  return url;
}

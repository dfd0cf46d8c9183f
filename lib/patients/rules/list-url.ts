import { PATIENT_DEFAULT_PAGE_SIZE } from '@/lib/constants';
import type { BloodGroup, PatientActivity } from '@/lib/patients/rules/groups';

// The patient list's URL, written without zod: the list's controls build their next URL in the browser, and
// zod (with lib/forms/common.ts's libphonenumber-js) must not ship for that. The page reads the URL with
// parsePatientListParams (lib/patients/schema/list.ts), which re-exports these.

/** ?page=&limit=&search=&state=&bloodGroup=&visits=&patient=, as the page read it. */
export interface PatientListParams {
  page: number;
  limit: number;
  /** Trimmed; '' for none. */
  search: string;
  /** '' for any state. */
  state: string;
  bloodGroup?: BloodGroup | undefined;
  visits?: PatientActivity | undefined;
  /** The patient whose side sheet is open. */
  patient?: number | undefined;
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

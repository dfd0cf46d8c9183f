import { z } from '@/lib/zod';
import { PATIENT_DEFAULT_PAGE_SIZE, PATIENT_PAGE_SIZE_OPTIONS } from '@/lib/constants';
import { BLOOD_GROUPS, PATIENT_ACTIVITIES } from '@/lib/patients/rules/groups';
import type { PatientListParams } from '@/lib/patients/rules/list-url';
import { boundedId } from '@/lib/forms/common';
import { pageNumber, searchText } from '@/lib/lists/table-params';


/** What the API accepts as a search or state (lib/hospital-api/schema.ts); anything else is no filter. */
const filterText = searchText;

/**
 * The patient list's URL: ?page=&limit=&search=&state=&bloodGroup=&visits=&patient=. A hand-edited or stale URL
 * falls back to the defaults field by field rather than failing the page. It gives PatientListParams, written out
 * in lib/patients/rules/list-url.ts (without zod, for the browser).
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
}) satisfies z.ZodType<PatientListParams>;

export type { PatientListParams };

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

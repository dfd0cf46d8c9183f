import { getDb } from '@/lib/db/client';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { PRACTITIONER_SEARCH, toFhirPractitioner } from '@/lib/staff/fhir/practitioner';
import { countFhirPractitioners, fhirPractitionerCondition, readFhirPractitioners } from '@/lib/staff/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Practitioner?…: the clinic's doctors (no patient data: nothing to audit). */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  return answerSearch(request, caller, {
    type: 'Practitioner',
    parameters: PRACTITIONER_SEARCH,
    plan: ({ values }) => {
      const where = fhirPractitionerCondition(values);
      return {
        read: (bound) => readFhirPractitioners(db, where, bound),
        count: () => countFhirPractitioners(db, where),
        toResource: toFhirPractitioner,
        patientIdOf: () => null,
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

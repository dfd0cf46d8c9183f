import { getDb } from '@/lib/db/client';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { OBSERVATION_SEARCH, toFhirObservation } from '@/lib/vitals/fhir/observation';
import { countFhirObservations, fhirObservationCondition, readFhirObservations } from '@/lib/vitals/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Observation?…: the patients' dated measurements (lib/vitals/fhir/observation.ts). */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  return answerSearch(request, caller, {
    type: 'Observation',
    parameters: OBSERVATION_SEARCH,
    plan: ({ values }) => {
      const where = fhirObservationCondition(values);
      return {
        read: (bound) => readFhirObservations(db, where, bound),
        count: () => countFhirObservations(db, where),
        toResource: toFhirObservation,
        patientIdOf: (row) => row.patientId,
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

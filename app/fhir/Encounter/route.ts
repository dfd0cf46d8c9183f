import { ENCOUNTER_SEARCH, toFhirEncounter } from '@/lib/appointments/fhir/appointment';
import { countFhirAppointments, fhirEncounterCondition, readFhirAppointments } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Encounter?…: the visits that took place (their appointments' arrival and completion). */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  return answerSearch(request, caller, {
    type: 'Encounter',
    parameters: ENCOUNTER_SEARCH,
    plan: ({ values }) => {
      const where = fhirEncounterCondition(values);
      return {
        read: (bound) => readFhirAppointments(db, where, bound),
        count: () => countFhirAppointments(db, where),
        toResource: toFhirEncounter,
        patientIdOf: (row) => row.patientId,
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

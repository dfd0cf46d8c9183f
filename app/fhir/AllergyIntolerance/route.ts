import { getDb } from '@/lib/db/client';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { ALLERGY_SEARCH, toFhirAllergy } from '@/lib/patients/fhir/allergy';
import { countFhirAllergies, fhirAllergySearch, readFhirAllergies } from '@/lib/patients/queries/fhir-allergies';

export const dynamic = 'force-dynamic';

/** GET /fhir/AllergyIntolerance?…: the patients' drug allergies, and a patient's "No known drug allergies". */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  return answerSearch(request, caller, {
    type: 'AllergyIntolerance',
    parameters: ALLERGY_SEARCH,
    plan: ({ values }) => {
      const search = fhirAllergySearch(values);
      return {
        read: (bound) => readFhirAllergies(db, search, bound),
        count: () => countFhirAllergies(db, search),
        toResource: toFhirAllergy,
        patientIdOf: (row) => ('allergy' in row ? row.allergy.patientId : row.noneKnownFor),
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { getDb } from '@/lib/db/client';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { MEDICATION_REQUEST_SEARCH, toFhirMedicationRequest } from '@/lib/prescriptions/fhir/medication-request';
import { countFhirMedicationRequests, fhirMedicationRequestCondition, readFhirMedicationRequests } from '@/lib/prescriptions/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/MedicationRequest?…: each medicine of the clinic's prescriptions. */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  return answerSearch(request, caller, {
    type: 'MedicationRequest',
    parameters: MEDICATION_REQUEST_SEARCH,
    plan: ({ values }) => {
      const where = fhirMedicationRequestCondition(values);
      return {
        read: (bound) => readFhirMedicationRequests(db, where, bound),
        count: () => countFhirMedicationRequests(db, where),
        toResource: toFhirMedicationRequest,
        patientIdOf: (row) => row.prescription.patientId,
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

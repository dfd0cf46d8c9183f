import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { PATIENT_SEARCH, toFhirPatient } from '@/lib/patients/fhir/patient';
import { countFhirPatients, fhirPatientCondition, readFhirPatients } from '@/lib/patients/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Patient?…: the clinic's patients searched as FHIR clients search (lib/patients/fhir/patient.ts). */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  const numberSystem = getEnv().FHIR_PATIENT_NUMBER_SYSTEM;
  return answerSearch(request, caller, {
    type: 'Patient',
    parameters: PATIENT_SEARCH,
    plan: ({ values }) => {
      const where = fhirPatientCondition(values, numberSystem);
      return {
        read: (bound) => readFhirPatients(db, where, bound),
        count: () => countFhirPatients(db, where),
        toResource: (row) => toFhirPatient(row, numberSystem),
        patientIdOf: (row) => row.id,
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

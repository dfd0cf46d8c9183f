import { toFhirPatient } from '@/lib/patients/fhir/patient';
import { readFhirPatient } from '@/lib/patients/queries/fhir';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Patient/{id}: one patient. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Patient',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirPatient(await getDb(), row);
    },
    toResource: (row) => toFhirPatient(row, getEnv().FHIR_PATIENT_NUMBER_SYSTEM),
    patientIdOf: (row) => row.id,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

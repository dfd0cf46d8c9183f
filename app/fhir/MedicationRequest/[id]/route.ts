import { toFhirMedicationRequest } from '@/lib/prescriptions/fhir/medication-request';
import { readFhirMedicationRequest } from '@/lib/prescriptions/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/MedicationRequest/{id}: one medicine of a prescription, a voided one as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'MedicationRequest',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirMedicationRequest(await getDb(), row);
    },
    toResource: toFhirMedicationRequest,
    patientIdOf: (row) => row.prescription.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

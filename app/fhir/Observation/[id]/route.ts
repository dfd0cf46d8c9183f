import { toFhirObservation } from '@/lib/vitals/fhir/observation';
import { readFhirObservation } from '@/lib/vitals/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Observation/{id}: one measurement, a voided record's as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Observation',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirObservation(await getDb(), row);
    },
    toResource: toFhirObservation,
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { labSystems } from '@/lib/lab/fhir/searches';
import { toFhirServiceRequest } from '@/lib/lab/fhir/service-request';
import { readLabRequest } from '@/lib/lab/queries/fhir-requests';

export const dynamic = 'force-dynamic';

/** GET /fhir/ServiceRequest/{id}: one ordered test, a cancelled order's as revoked. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'ServiceRequest',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readLabRequest(await getDb(), row);
    },
    toResource: (row) => toFhirServiceRequest(row, labSystems()),
    patientIdOf: (row) => row.order.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

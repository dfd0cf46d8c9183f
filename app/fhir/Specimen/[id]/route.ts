import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { labSystems } from '@/lib/lab/fhir/searches';
import { toFhirSpecimen } from '@/lib/lab/fhir/specimen';
import { readLabSpecimen } from '@/lib/lab/queries/fhir-specimens';

export const dynamic = 'force-dynamic';

/** GET /fhir/Specimen/{id}: a collected order's specimen (an order not yet collected has none: 404). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Specimen',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readLabSpecimen(await getDb(), row);
    },
    toResource: (row) => toFhirSpecimen(row, labSystems()),
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

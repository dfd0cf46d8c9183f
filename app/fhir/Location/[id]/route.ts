import { getDb } from '@/lib/db/client';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { toFhirLocation } from '@/lib/wards/fhir/location';
import { readFhirLocation } from '@/lib/wards/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Location/{id}: a ward (`ward-{id}`) or a bed (`bed-{id}`), a retired bed too (no patient data: nothing to audit). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Location',
    id: (await params).id,
    read: async (id) => readFhirLocation(await getDb(), id),
    toResource: toFhirLocation,
    patientIdOf: () => null,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

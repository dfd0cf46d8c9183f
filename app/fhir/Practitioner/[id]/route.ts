import { toFhirPractitioner } from '@/lib/staff/fhir/practitioner';
import { readFhirPractitioner } from '@/lib/staff/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Practitioner/{id}: one doctor of the clinic (no patient data: nothing to audit). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Practitioner',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirPractitioner(await getDb(), row);
    },
    toResource: toFhirPractitioner,
    patientIdOf: () => null,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

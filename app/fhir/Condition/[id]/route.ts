import { getDb } from '@/lib/db/client';
import { toFhirCondition } from '@/lib/diagnosis/fhir/condition';
import { readFhirCondition } from '@/lib/diagnosis/queries/fhir-conditions';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Condition/{id}: one diagnosis (`dt-{test id}`, `rx-{prescription id}`), a voided record's as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Condition',
    id: (await params).id,
    read: async (id) => readFhirCondition(await getDb(), id),
    toResource: toFhirCondition,
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

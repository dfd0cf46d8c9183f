import { getDb } from '@/lib/db/client';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { toFhirDocumentReference } from '@/lib/reports/fhir/document-reference';
import { readFhirDocument } from '@/lib/reports/queries/fhir-documents';

export const dynamic = 'force-dynamic';

/** GET /fhir/DocumentReference/{kind}-{id}: one report as a document, a voided one as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'DocumentReference',
    id: (await params).id,
    read: async (id) => readFhirDocument(await getDb(), id),
    toResource: toFhirDocumentReference,
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

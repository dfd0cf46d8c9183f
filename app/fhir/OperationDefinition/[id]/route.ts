import { fhirBase } from '@/lib/fhir/base';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { methodNotAllowed, publicFhirRoute } from '@/lib/fhir/route';
import { IMPORT_RECORD, importRecordDefinition } from '@/lib/record-import/fhir/operation-definition';

export const dynamic = 'force-dynamic';

/** GET /fhir/OperationDefinition/import-record: what $import-record takes and answers; no patient data, so public. */
export const GET = publicFhirRoute<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const { id } = await params;
  if (id !== IMPORT_RECORD) throw notFound(`OperationDefinition/${id.slice(0, 64)} is not defined here; this server defines ${IMPORT_RECORD}.`);
  return fhirResponse(importRecordDefinition(fhirBase()));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

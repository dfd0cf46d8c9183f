import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { toFhirBinary } from '@/lib/reports/fhir/binary';
import { readFhirBinary } from '@/lib/reports/queries/fhir-binary';

export const dynamic = 'force-dynamic';

/**
 * GET /fhir/Binary/{id}: a report's file, as its DocumentReference's content.attachment.url names it, under its
 * report's rules: the audit line is the report's patient's, and a voided report's file is read as the report is (by
 * id, the report saying entered-in-error), so that what was filed in error can still be seen for what it was.
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Binary',
    id: (await params).id,
    read: async (id) => {
      const file = rowId(id);
      return file === null ? undefined : readFhirBinary(await getDb(), file);
    },
    toResource: toFhirBinary,
    patientIdOf: (row) => row.file.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

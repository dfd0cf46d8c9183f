import { getDb } from '@/lib/db/client';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { toFhirImmunization } from '@/lib/immunizations/fhir/immunization';
import { readFhirImmunization } from '@/lib/immunizations/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Immunization/{id}: one vaccine of a patient's record, a voided one as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Immunization',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirImmunization(await getDb(), row);
    },
    toResource: (row) => toFhirImmunization(row, importSystem()),
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { getDb } from '@/lib/db/client';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { toFhirMedicationStatement } from '@/lib/medication-history/fhir/medication-statement';
import { readFhirMedicationStatement } from '@/lib/medication-history/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/MedicationStatement/{id}: one medicine of a patient's medication history, a voided one as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'MedicationStatement',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirMedicationStatement(await getDb(), row);
    },
    toResource: (row) => toFhirMedicationStatement(row, importSystem()),
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

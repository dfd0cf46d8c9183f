import { getDb } from '@/lib/db/client';
import { toFhirCondition } from '@/lib/diagnosis/fhir/condition';
import { readFhirCondition } from '@/lib/diagnosis/queries/fhir-conditions';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { PROBLEM_ID_PREFIX, toFhirProblemCondition } from '@/lib/problems/fhir/condition';
import { readFhirProblem } from '@/lib/problems/queries/fhir';

export const dynamic = 'force-dynamic';

type Found =
  | { problem: false; row: NonNullable<Awaited<ReturnType<typeof readFhirCondition>>> }
  | { problem: true; row: NonNullable<Awaited<ReturnType<typeof readFhirProblem>>> };

/**
 * GET /fhir/Condition/{id}: one diagnosis (`dt-{test id}`, `rx-{prescription id}`) or a problem of the problem list
 * (`problem-{id}`), a voided record's as entered-in-error.
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, {
    type: 'Condition',
    id: (await params).id,
    read: async (id) => {
      const db = await getDb();
      if (prefixedId(id, PROBLEM_ID_PREFIX) !== null) {
        const row = await readFhirProblem(db, id);
        return row && { problem: true, row };
      }
      const row = await readFhirCondition(db, id);
      return row && { problem: false, row };
    },
    toResource: (found) => (found.problem ? toFhirProblemCondition(found.row, importSystem()) : toFhirCondition(found.row)),
    patientIdOf: (found) => found.row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

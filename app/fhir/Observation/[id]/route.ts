import { toFhirObservation } from '@/lib/vitals/fhir/observation';
import { readFhirObservation } from '@/lib/vitals/queries/fhir';
import { getDb } from '@/lib/db/client';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { LAB_ID_PREFIX } from '@/lib/lab/fhir/codes';
import { toFhirLabObservation } from '@/lib/lab/fhir/observation';
import { readLabResult } from '@/lib/lab/queries/fhir-results';
import { OTHER_OBSERVATION_PREFIX, toFhirOtherObservation } from '@/lib/other-observations/fhir/observation';
import { readFhirOtherObservation } from '@/lib/other-observations/queries/fhir';

export const dynamic = 'force-dynamic';

type Found =
  | { side: 'clinic'; row: NonNullable<Awaited<ReturnType<typeof readFhirObservation>>> }
  | { side: 'lab'; row: NonNullable<Awaited<ReturnType<typeof readLabResult>>> }
  | { side: 'other'; row: NonNullable<Awaited<ReturnType<typeof readFhirOtherObservation>>> };

/**
 * GET /fhir/Observation/{id}: one measurement (a voided record's as entered-in-error), a laboratory result
 * (`lab-{id}`), or what an imported record observed besides (`other-{id}`).
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, {
    type: 'Observation',
    id: (await params).id,
    read: async (id): Promise<Found | undefined> => {
      const db = await getDb();
      const labResult = prefixedId(id, LAB_ID_PREFIX);
      if (labResult !== null) {
        const row = await readLabResult(db, labResult);
        return row && { side: 'lab', row };
      }
      const imported = prefixedId(id, OTHER_OBSERVATION_PREFIX);
      if (imported !== null) {
        const row = await readFhirOtherObservation(db, imported);
        return row && { side: 'other', row };
      }
      const measurement = rowId(id);
      const row = measurement === null ? undefined : await readFhirObservation(db, measurement);
      return row && { side: 'clinic', row };
    },
    toResource: (found) => (found.side === 'lab' ? toFhirLabObservation(found.row) : found.side === 'other' ? toFhirOtherObservation(found.row, importSystem()) : toFhirObservation(found.row)),
    patientIdOf: (found) => (found.side === 'lab' ? found.row.order.patientId : found.row.patientId),
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

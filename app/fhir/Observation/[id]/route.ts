import { toFhirObservation } from '@/lib/vitals/fhir/observation';
import { readFhirObservation } from '@/lib/vitals/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { LAB_ID_PREFIX } from '@/lib/lab/fhir/codes';
import { toFhirLabObservation } from '@/lib/lab/fhir/observation';
import { readLabResult } from '@/lib/lab/queries/fhir-results';

export const dynamic = 'force-dynamic';

type Found = { lab: false; row: NonNullable<Awaited<ReturnType<typeof readFhirObservation>>> } | { lab: true; row: NonNullable<Awaited<ReturnType<typeof readLabResult>>> };

/** GET /fhir/Observation/{id}: one measurement (a voided record's as entered-in-error), or a laboratory result (`lab-{id}`). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, {
    type: 'Observation',
    id: (await params).id,
    read: async (id) => {
      const db = await getDb();
      const labResult = prefixedId(id, LAB_ID_PREFIX);
      if (labResult !== null) {
        const row = await readLabResult(db, labResult);
        return row && { lab: true, row };
      }
      const measurement = rowId(id);
      const row = measurement === null ? undefined : await readFhirObservation(db, measurement);
      return row && { lab: false, row };
    },
    toResource: (found) => (found.lab ? toFhirLabObservation(found.row) : toFhirObservation(found.row)),
    patientIdOf: (found) => (found.lab ? found.row.order.patientId : found.row.patientId),
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

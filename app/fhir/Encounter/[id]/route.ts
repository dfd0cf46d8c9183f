import { ENCOUNTER_STATUS, toFhirEncounter } from '@/lib/appointments/fhir/appointment';
import { readFhirAppointment } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { ELSEWHERE_ID_PREFIX, toFhirPastEncounter } from '@/lib/past-visits/fhir/encounter';
import { readFhirPastVisit } from '@/lib/past-visits/queries/fhir';

export const dynamic = 'force-dynamic';

type Found =
  | { elsewhere: false; row: NonNullable<Awaited<ReturnType<typeof readFhirAppointment>>> }
  | { elsewhere: true; row: NonNullable<Awaited<ReturnType<typeof readFhirPastVisit>>> };

/**
 * GET /fhir/Encounter/{id}: a visit that took place (an appointment whose patient has not arrived is no encounter),
 * or a visit to another hospital from an imported record (`elsewhere-{id}`).
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, {
    type: 'Encounter',
    id: (await params).id,
    read: async (id) => {
      const db = await getDb();
      if (prefixedId(id, ELSEWHERE_ID_PREFIX) !== null) {
        const row = await readFhirPastVisit(db, id);
        return row && { elsewhere: true, row };
      }
      const appointment = rowId(id);
      const row = appointment === null ? undefined : await readFhirAppointment(db, appointment);
      return row && ENCOUNTER_STATUS[row.status] ? { elsewhere: false, row } : undefined;
    },
    toResource: (found) => (found.elsewhere ? toFhirPastEncounter(found.row, importSystem()) : toFhirEncounter(found.row)),
    patientIdOf: (found) => found.row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { ENCOUNTER_STATUS, toFhirEncounter } from '@/lib/appointments/fhir/appointment';
import { readFhirAppointment } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Encounter/{id}: a visit that took place (an appointment whose patient has not arrived is no encounter). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Encounter',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      const found = row === null ? undefined : await readFhirAppointment(await getDb(), row);
      return found && ENCOUNTER_STATUS[found.status] ? found : undefined;
    },
    toResource: toFhirEncounter,
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

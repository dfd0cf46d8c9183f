import { toFhirAppointment } from '@/lib/appointments/fhir/appointment';
import { readFhirAppointment } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Appointment/{id}: one booking, in whatever state it is. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'Appointment',
    id: (await params).id,
    read: async (id) => {
      const row = rowId(id);
      return row === null ? undefined : readFhirAppointment(await getDb(), row);
    },
    toResource: toFhirAppointment,
    patientIdOf: (row) => row.patientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { toFhirAppointment, APPOINTMENT_SEARCH } from '@/lib/appointments/fhir/appointment';
import { countFhirAppointments, fhirAppointmentCondition, readFhirAppointments } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { answerSearch } from '@/lib/fhir/search/answer';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/Appointment?…: the clinic's bookings, in every state. */
export const GET = fhirRoute(async (request, caller) => {
  const db = await getDb();
  return answerSearch(request, caller, {
    type: 'Appointment',
    parameters: APPOINTMENT_SEARCH,
    plan: ({ values }) => {
      const where = fhirAppointmentCondition(values);
      return {
        read: (bound) => readFhirAppointments(db, where, bound),
        count: () => countFhirAppointments(db, where),
        toResource: toFhirAppointment,
        patientIdOf: (row) => row.patientId,
      };
    },
  });
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { changeAppointmentStatus } from '@/lib/data/appointment-status';
import { expireAggregatesOf } from '@/lib/data/cache-tags';
import { getDb } from '@/lib/db/client';
import { appointmentStatusBodySchema, refusedMoveMessage } from '@/lib/validations/appointment-status';
import { boundedId } from '@/lib/validations/common';
import { recordApiWrite } from './audit';
import { checkBearerToken } from './auth';
import { errorResponse, json, jsonHandler, parseJsonBody } from './respond';
import { toAppointmentRow } from './serialize';

const appointmentId = boundedId('Unknown appointment');

/**
 * PATCH /api/v1/appointments/{id} (Authorization: Bearer) with `{ status }`: moves the appointment if the
 * rules allow it (lib/validations/appointment-status.ts). 200 `{ data }`; 404 for an unknown id; 409 for a
 * move the rules refuse, saying from where it may go. Recorded as made through the API (no doctor).
 */
export const PATCH = jsonHandler<[{ params: Promise<{ id: string }> }]>(async (request, { params }) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const id = appointmentId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, 'Appointment not found');
  const body = await parseJsonBody(request, appointmentStatusBodySchema);
  if (!body.ok) return body.response;
  const status = body.data.status;
  const result = await changeAppointmentStatus(
    await getDb(),
    { id: id.data, status, changedById: null },
    {
      onChanged: (tx, appointment) =>
        recordApiWrite(tx, request, { action: 'update', entity: 'appointment', entityId: appointment.id, patientId: appointment.patientId, detail: `status: ${status}` }),
    },
  );
  // The API completes a visit whenever it is asked to (no early-completion question): only the two refusals.
  if (!result.ok) {
    if (result.reason === 'not-allowed') return errorResponse(409, refusedMoveMessage(result.from, body.data.status));
    return errorResponse(404, 'Appointment not found');
  }
  expireAggregatesOf('appointments');
  return json({ data: toAppointmentRow(result.appointment) });
});

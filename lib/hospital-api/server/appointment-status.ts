import { changeAppointmentStatus } from '@/lib/appointments/writes/status';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { getDb } from '@/lib/db/client';
import { appointmentStatusBodySchema } from '@/lib/appointments/schema/status';
import { noShowBeforeStartMessage, refusedMoveMessage } from '@/lib/appointments/rules/status';
import { boundedId } from '@/lib/forms/common';
import { recordApiWrite } from './audit';
import { checkBearerToken } from './auth';
import { errorResponse, json, jsonHandler, parseJsonBody } from './respond';
import { toAppointmentRow } from './serialize';

const appointmentId = boundedId('Unknown appointment');

/**
 * PATCH /api/v1/appointments/{id} (Authorization: Bearer) with `{ status }`: moves the appointment if the
 * rules allow it (lib/appointments/schema/status.ts), `arrived` (checked in) from pending or confirmed.
 * 200 `{ data }` (with `arrivedAt`); 404 for an unknown id; 409 for a move the rules refuse, saying from where it
 * may go, or a no-show before the visit's start. Recorded as made through the API (no doctor).
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
  // The API completes a visit whenever it is asked to (no early-completion question); a no-show before the
  // visit's start is refused as on the screens.
  if (!result.ok) {
    if (result.reason === 'not-allowed') return errorResponse(409, refusedMoveMessage(result.from, body.data.status));
    if (result.reason === 'not-started') return errorResponse(409, noShowBeforeStartMessage(result.start));
    return errorResponse(404, 'Appointment not found');
  }
  expireAggregatesOf('appointments');
  return json({ data: toAppointmentRow(result.appointment) });
});

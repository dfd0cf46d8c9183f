import { patientsShown } from '@/lib/audit';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { getDb } from '@/lib/db/client';
import { appointmentListParams, listAppointments } from '@/lib/appointments/queries/appointments';
import { bookAppointment } from '@/lib/appointments/writes/booking';
import type { AppointmentsResponse } from '@/lib/hospital-api/contract';
import { bookingRequestSchema } from '@/lib/appointments/schema/appointment';
import { appointmentsQuerySchema } from '@/lib/hospital-api/schema';
import { recordApiRead, recordApiWrite } from './audit';
import { checkBearerToken } from './auth';
import { errorResponse, json, jsonHandler, parseJsonBody, parseQuery } from './respond';
import { pagination, toAppointmentRow } from './serialize';


/**
 * GET /api/v1/appointments?page=&limit=&from=&to=&patientId=&search=&sort=&dir=&order= (Authorization: Bearer):
 * one page, latest or upcoming first, or by name.
 */
export const GET = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const query = parseQuery(request, appointmentsQuerySchema);
  if (!query.ok) return query.response;
  const { rows, total, page } = await listAppointments(await getDb(), appointmentListParams(query.data));
  await recordApiRead(request, rows.map((row) => ({ entity: 'appointment', entityId: row.id, patientId: row.patientId })));
  const body: AppointmentsResponse = { data: rows.map(toAppointmentRow), pagination: pagination({ page, limit: query.data.limit, total }) };
  return json(body);
});

/**
 * POST /api/v1/appointments (Authorization: Bearer) with the appointment form and an optional `doctorId`, or
 * with `patientId` (a registered patient: the form's patient details may be left out, and any given must agree
 * with the record): 201 `{ data }` with the new row and its doctor. 400 for the past, an unknown doctor or
 * patient, or details that disagree with the record, with the issue on its field; 409 `{ error, nextFreeSlots }`
 * for a time outside the doctor's hours or already booked; 409 `{ error, duplicates: [{ id, patientNumber,
 * fullName }] }` when an unknown email's phone, or name and age, match registered patients (send `patientId`,
 * or `newPatient: true` for a different person).
 */
export const POST = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const body = await parseJsonBody(request, bookingRequestSchema);
  if (!body.ok) return body.response;
  const result = await bookAppointment(await getDb(), body.data, {
    onBooked: async (tx, { appointment, patientCreated }) => {
      const patientId = appointment.patientId;
      if (patientCreated) await recordApiWrite(tx, request, { action: 'create', entity: 'patient', entityId: patientId, patientId });
      await recordApiWrite(tx, request, { action: 'create', entity: 'appointment', entityId: appointment.id, patientId });
    },
  });
  if (!result.ok) {
    if (result.reason === 'past') return errorResponse(400, result.message, { issues: [{ code: 'custom', path: ['date'], message: result.message }] });
    if (result.reason === 'unknown-doctor') return errorResponse(400, result.message, { issues: [{ code: 'custom', path: ['doctorId'], message: result.message }] });
    if (result.reason === 'unknown-patient') return errorResponse(400, result.message, { issues: [{ code: 'custom', path: ['patientId'], message: result.message }] });
    // The whole body is refused, never a field of it: a caller cannot test a guess at a patient's details one by one.
    if (result.reason === 'disagrees') return errorResponse(400, result.message, { issues: [{ code: 'custom', path: [], message: result.message }] });
    if (result.reason === 'email-taken') return errorResponse(400, result.message, { issues: [{ code: 'custom', path: ['email'], message: result.message }] });
    if (result.reason === 'likely-duplicates') {
      // Each patient named is a read of them by the API's token; no more than the number and name leaves.
      await recordApiRead(request, patientsShown(result.duplicates.map((duplicate) => duplicate.id)));
      const duplicates = result.duplicates.map(({ id, patientNumber, fullName }) => ({ id, patientNumber, fullName }));
      return json({ error: result.message, duplicates }, 409);
    }
    return json({ error: result.message, nextFreeSlots: result.nextFreeSlots }, 409);
  }
  // The booking may have created its patient too.
  expireAggregatesOf('patients', 'appointments');
  return json({ data: toAppointmentRow(result.appointment) }, 201);
});

import { expireAggregatesOf } from '@/lib/data/cache-tags';
import { getDb } from '@/lib/db/client';
import { appointmentListParams, createAppointment, listAppointments } from '@/lib/data/appointments';
import type { AppointmentsResponse } from '@/lib/hospital-api/contract';
import { appointmentFormSchema } from '@/lib/validations/appointment';
import { appointmentsQuerySchema } from '@/lib/validations/hospital-api';
import { checkBearerToken } from './auth';
import { json, jsonHandler, parseJsonBody, parseQuery } from './respond';
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
  const body: AppointmentsResponse = { data: rows.map(toAppointmentRow), pagination: pagination({ page, limit: query.data.limit, total }) };
  return json(body);
});

/** POST /api/v1/appointments (Authorization: Bearer) with the appointment form: 201 with the new row. */
export const POST = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const body = await parseJsonBody(request, appointmentFormSchema);
  if (!body.ok) return body.response;
  const created = await createAppointment(await getDb(), body.data);
  // The booking may have created its patient too.
  expireAggregatesOf('patients', 'appointments');
  return json({ data: toAppointmentRow(created) }, 201);
});

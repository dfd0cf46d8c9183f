import { getDb } from '@/lib/db/client';
import { createAppointment, listAppointments } from '@/lib/data/appointments';
import type { AppointmentsResponse } from '@/lib/hospital-api/contract';
import { appointmentFormSchema } from '@/lib/validations/appointment';
import { appointmentsQuerySchema } from '@/lib/validations/hospital-api';
import { checkBearerToken } from '../_lib/auth';
import { json, jsonHandler, parseJsonBody, parseQuery } from '../_lib/respond';
import { toAppointmentRow } from '../_lib/serialize';

export const dynamic = 'force-dynamic';

/** GET /api/v1/appointments?from=&to=&patientId=&limit= (Authorization: Bearer): latest first. */
export const GET = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const query = parseQuery(request, appointmentsQuerySchema);
  if (!query.ok) return query.response;
  const body: AppointmentsResponse = { data: (await listAppointments(await getDb(), query.data)).map(toAppointmentRow) };
  return json(body);
});

/** POST /api/v1/appointments (Authorization: Bearer) with the appointment form: 201 with the new row. */
export const POST = jsonHandler(async (request) => {
  const denied = checkBearerToken(request);
  if (denied) return denied;
  const body = await parseJsonBody(request, appointmentFormSchema);
  if (!body.ok) return body.response;
  const created = await createAppointment(await getDb(), body.data);
  return json({ data: toAppointmentRow(created) }, 201);
});

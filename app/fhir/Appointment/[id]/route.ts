import { patientsShown, recordRead } from '@/lib/audit';
import { toFhirAppointment } from '@/lib/appointments/fhir/appointment';
import { readFhirAppointment } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { fhirReadSource } from '@/lib/fhir/search/answer';

export const dynamic = 'force-dynamic';

/** GET /fhir/Appointment/{id}: one booking, in whatever state it is. */
export const GET = fhirRoute<{ params: Promise<{ id: string }> }>(async (request, caller, { params }) => {
  const { id } = await params;
  const db = await getDb();
  const row = /^\d{1,15}$/.test(id) ? await readFhirAppointment(db, Number(id)) : undefined;
  if (!(row)) throw notFound(`Appointment/${id} is not known here.`);
  await recordRead(db, { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([row.patientId]) });
  return fhirResponse(toFhirAppointment(row));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

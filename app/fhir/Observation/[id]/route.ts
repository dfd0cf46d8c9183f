import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { fhirReadSource } from '@/lib/fhir/search/answer';
import { toFhirObservation } from '@/lib/vitals/fhir/observation';
import { readFhirObservation } from '@/lib/vitals/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Observation/{id}: one measurement, a voided record's as entered-in-error. */
export const GET = fhirRoute<{ params: Promise<{ id: string }> }>(async (request, caller, { params }) => {
  const { id } = await params;
  const db = await getDb();
  const row = /^\d{1,15}$/.test(id) ? await readFhirObservation(db, Number(id)) : undefined;
  if (!row) throw notFound(`Observation/${id} is not known here.`);
  await recordRead(db, { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([row.patientId]) });
  return fhirResponse(toFhirObservation(row));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { fhirReadSource } from '@/lib/fhir/search/answer';
import { toFhirPatient } from '@/lib/patients/fhir/patient';
import { readFhirPatient } from '@/lib/patients/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Patient/{id}: one patient, with the read in the audit trail. */
export const GET = fhirRoute<{ params: Promise<{ id: string }> }>(async (request, caller, { params }) => {
  const { id } = await params;
  const db = await getDb();
  const row = /^\d{1,15}$/.test(id) ? await readFhirPatient(db, Number(id)) : undefined;
  if (!row) throw notFound(`Patient/${id} is not known here.`);
  await recordRead(db, { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([row.id]) });
  return fhirResponse(toFhirPatient(row, getEnv().FHIR_PATIENT_NUMBER_SYSTEM));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { fhirReadSource } from '@/lib/fhir/search/answer';
import { toFhirMedicationRequest } from '@/lib/prescriptions/fhir/medication-request';
import { readFhirMedicationRequest } from '@/lib/prescriptions/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/MedicationRequest/{id}: one medicine of a prescription, a voided one as entered-in-error. */
export const GET = fhirRoute<{ params: Promise<{ id: string }> }>(async (request, caller, { params }) => {
  const { id } = await params;
  const db = await getDb();
  const row = /^\d{1,15}$/.test(id) ? await readFhirMedicationRequest(db, Number(id)) : undefined;
  if (!row) throw notFound(`MedicationRequest/${id} is not known here.`);
  await recordRead(db, { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([row.prescription.patientId]) });
  return fhirResponse(toFhirMedicationRequest(row));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { fhirReadSource } from '@/lib/fhir/search/answer';
import { toFhirAllergy } from '@/lib/patients/fhir/allergy';
import { readFhirAllergy } from '@/lib/patients/queries/fhir-allergies';

export const dynamic = 'force-dynamic';

/** GET /fhir/AllergyIntolerance/{id}: one drug allergy (a removed one as entered-in-error), or `nkda-{patient}`. */
export const GET = fhirRoute<{ params: Promise<{ id: string }> }>(async (request, caller, { params }) => {
  const { id } = await params;
  const db = await getDb();
  const row = await readFhirAllergy(db, id);
  if (!row) throw notFound(`AllergyIntolerance/${id} is not known here.`);
  const patientId = 'allergy' in row ? row.allergy.patientId : row.noneKnownFor;
  await recordRead(db, { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([patientId]) });
  return fhirResponse(toFhirAllergy(row));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

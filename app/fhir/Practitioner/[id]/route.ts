import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { toFhirPractitioner } from '@/lib/staff/fhir/practitioner';
import { readFhirPractitioner } from '@/lib/staff/queries/fhir';

export const dynamic = 'force-dynamic';

/** GET /fhir/Practitioner/{id}: one doctor of the clinic. */
export const GET = fhirRoute<{ params: Promise<{ id: string }> }>(async (_request, _caller, { params }) => {
  const { id } = await params;
  const row = /^\d{1,15}$/.test(id) ? await readFhirPractitioner(await getDb(), Number(id)) : undefined;
  if (!row) throw notFound(`Practitioner/${id} is not known here.`);
  return fhirResponse(toFhirPractitioner(row));
});
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

import { toFhirAllergy } from '@/lib/patients/fhir/allergy';
import { readFhirAllergy } from '@/lib/patients/queries/fhir-allergies';
import { getDb } from '@/lib/db/client';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/AllergyIntolerance/{id}: one drug allergy (a removed one as entered-in-error), or a patient's "No known drug allergies" (`nkda-{patient}`). */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'AllergyIntolerance',
    id: (await params).id,
    read: async (id) => readFhirAllergy(await getDb(), id),
    toResource: toFhirAllergy,
    patientIdOf: (row) => ('allergy' in row ? row.allergy.patientId : row.noneKnownFor),
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

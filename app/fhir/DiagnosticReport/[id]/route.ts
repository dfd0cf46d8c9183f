import { getDb } from '@/lib/db/client';
import { reportPatientId, toFhirDiagnosticReport } from '@/lib/diagnosis/fhir/diagnostic-report';
import { readFhirDiagnosticReport } from '@/lib/diagnosis/queries/fhir-reports';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';

export const dynamic = 'force-dynamic';

/** GET /fhir/DiagnosticReport/{id}: one diagnosis test (`dt-{id}`) or investigation (`inv-{id}`), a voided one as entered-in-error. */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead(request, caller, {
    type: 'DiagnosticReport',
    id: (await params).id,
    read: async (id) => readFhirDiagnosticReport(await getDb(), id),
    toResource: toFhirDiagnosticReport,
    patientIdOf: reportPatientId,
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

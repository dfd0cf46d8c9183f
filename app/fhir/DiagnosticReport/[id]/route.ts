import { getDb } from '@/lib/db/client';
import { reportPatientId, toFhirDiagnosticReport } from '@/lib/diagnosis/fhir/diagnostic-report';
import { readFhirDiagnosticReport } from '@/lib/diagnosis/queries/fhir-reports';
import { answerRead, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { LAB_ID_PREFIX } from '@/lib/lab/fhir/codes';
import { toFhirLabReport } from '@/lib/lab/fhir/diagnostic-report';
import { readLabRequest } from '@/lib/lab/queries/fhir-requests';

export const dynamic = 'force-dynamic';

type Found = { lab: false; row: NonNullable<Awaited<ReturnType<typeof readFhirDiagnosticReport>>> } | { lab: true; row: NonNullable<Awaited<ReturnType<typeof readLabRequest>>> };

/**
 * GET /fhir/DiagnosticReport/{id}: one diagnosis test (`dt-{id}`) or investigation (`inv-{id}`), a voided one as
 * entered-in-error, or the laboratory's report of one ordered test (`lab-{id}`).
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, {
    type: 'DiagnosticReport',
    id: (await params).id,
    read: async (id) => {
      const db = await getDb();
      const orderedTest = prefixedId(id, LAB_ID_PREFIX);
      if (orderedTest !== null) {
        const row = await readLabRequest(db, orderedTest, true);
        return row && { lab: true, row };
      }
      const row = await readFhirDiagnosticReport(db, id);
      return row && { lab: false, row };
    },
    toResource: (found) => (found.lab ? toFhirLabReport(found.row) : toFhirDiagnosticReport(found.row)),
    patientIdOf: (found) => (found.lab ? found.row.order.patientId : reportPatientId(found.row)),
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

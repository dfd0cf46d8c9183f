import { getDb } from '@/lib/db/client';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { HISTORY_ID_PREFIX, toFhirHistoryRequest } from '@/lib/medication-history/fhir/medication-request';
import { readFhirHistoryRequest } from '@/lib/medication-history/queries/fhir';
import { toFhirMedicationRequest } from '@/lib/prescriptions/fhir/medication-request';
import { readFhirMedicationRequest } from '@/lib/prescriptions/queries/fhir';

export const dynamic = 'force-dynamic';

type Found =
  | { history: false; row: NonNullable<Awaited<ReturnType<typeof readFhirMedicationRequest>>> }
  | { history: true; row: NonNullable<Awaited<ReturnType<typeof readFhirHistoryRequest>>> };

/**
 * GET /fhir/MedicationRequest/{id}: one medicine of a prescription, or a medicine prescribed elsewhere from an
 * imported record (`history-{id}`), a voided one as entered-in-error.
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, {
    type: 'MedicationRequest',
    id: (await params).id,
    read: async (id) => {
      const db = await getDb();
      if (prefixedId(id, HISTORY_ID_PREFIX) !== null) {
        const row = await readFhirHistoryRequest(db, id);
        return row && { history: true, row };
      }
      const medicine = rowId(id);
      const row = medicine === null ? undefined : await readFhirMedicationRequest(db, medicine);
      return row && { history: false, row };
    },
    toResource: (found) => (found.history ? toFhirHistoryRequest(found.row, importSystem()) : toFhirMedicationRequest(found.row)),
    patientIdOf: (found) => (found.history ? found.row.patientId : found.row.prescription.patientId),
  }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

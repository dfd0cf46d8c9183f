import { toFhirAdmissionEncounter, ADMISSION_ID_PREFIX } from '@/lib/admissions/fhir/encounter';
import { readFhirAdmission } from '@/lib/admissions/queries/fhir';
import { ENCOUNTER_STATUS, toFhirEncounter } from '@/lib/appointments/fhir/appointment';
import { readFhirAppointment } from '@/lib/appointments/queries/fhir';
import { getDb } from '@/lib/db/client';
import { importSystem } from '@/lib/fhir/import-system';
import { answerRead, rowId, type IdContext } from '@/lib/fhir/read';
import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { ELSEWHERE_ID_PREFIX, toFhirPastEncounter } from '@/lib/past-visits/fhir/encounter';
import { readFhirPastVisit } from '@/lib/past-visits/queries/fhir';

export const dynamic = 'force-dynamic';

type Found =
  | { kind: 'visit'; row: NonNullable<Awaited<ReturnType<typeof readFhirAppointment>>> }
  | { kind: 'elsewhere'; row: NonNullable<Awaited<ReturnType<typeof readFhirPastVisit>>> }
  | { kind: 'admission'; row: NonNullable<Awaited<ReturnType<typeof readFhirAdmission>>> };

async function readEncounter(id: string): Promise<Found | undefined> {
  const db = await getDb();
  if (prefixedId(id, ELSEWHERE_ID_PREFIX) !== null) {
    const row = await readFhirPastVisit(db, id);
    return row && { kind: 'elsewhere', row };
  }
  if (prefixedId(id, ADMISSION_ID_PREFIX) !== null) {
    const row = await readFhirAdmission(db, id);
    return row && { kind: 'admission', row };
  }
  const appointment = rowId(id);
  const row = appointment === null ? undefined : await readFhirAppointment(db, appointment);
  return row && ENCOUNTER_STATUS[row.status] ? { kind: 'visit', row } : undefined;
}

function toResource(found: Found) {
  if (found.kind === 'elsewhere') return toFhirPastEncounter(found.row, importSystem());
  if (found.kind === 'admission') return toFhirAdmissionEncounter(found.row);
  return toFhirEncounter(found.row);
}

/**
 * GET /fhir/Encounter/{id}: a visit that took place (an appointment whose patient has not arrived is no encounter),
 * a visit to another hospital from an imported record (`elsewhere-{id}`), or an admission (`admission-{id}`). Each
 * writes the audit line of its patient.
 */
export const GET = fhirRoute<IdContext>(async (request, caller, { params }) =>
  answerRead<Found>(request, caller, { type: 'Encounter', id: (await params).id, read: readEncounter, toResource, patientIdOf: (found) => found.row.patientId }),
);
export const POST = methodNotAllowed('GET');
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;

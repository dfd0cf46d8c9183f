import 'server-only';
import { patientsShown, recordRead, requestAddress } from '@/lib/audit';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { fhirUrl } from '@/lib/fhir/base';
import { readBodyWithin } from '@/lib/fhir/body';
import { requireAccess, type FhirCaller } from '@/lib/fhir/caller';
import { badRequest, FhirError, refusedByRule } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirReadSource } from '@/lib/fhir/search/answer';
import { readRecordBundle, recordBundleSchema } from '../bundle/read-bundle';
import { sourceNameOf } from '../bundle/source-name';
import { RECORD_MAX_BYTES, RECORD_MAX_MB } from '../rules/limits';
import { importRecord, type Importer } from '../writes/import-record';
import type { PatientChoice } from '../writes/patient';
import { duplicatesRefusal, importOutcome } from './outcome';

/** The types an import writes: a system needs to be allowed to create each (`system/*.write` gives them all). */
export const IMPORTED_TYPES = ['Patient', 'Observation', 'DiagnosticReport', 'DocumentReference', 'AllergyIntolerance', 'Condition', 'Immunization', 'MedicationStatement', 'MedicationRequest', 'Encounter'] as const;

/** `?patient=`: absent (find or register), `new`, or the id of the patient to import into. */
export function readPatientChoice(value: string | null): PatientChoice {
  if (value === null || value === '') return { kind: 'match' };
  if (value === 'new') return { kind: 'new' };
  const id = /^(?:Patient\/)?([1-9]\d{0,9})$/.exec(value)?.[1];
  if (!id || Number(id) > 2_147_483_647) throw badRequest(`patient must be new or a patient's id (Patient/{id}); it was ${value.slice(0, 40)}.`);
  return { kind: 'into', patientId: Number(id) };
}

const JSON_TYPES = ['application/fhir+json', 'application/json'];

/** The body as JSON, its text let go once read (a record may be 20 MB): 413 past the limit, 400 not JSON. */
async function readJsonWithin(request: Request): Promise<unknown> {
  const text = await readBodyWithin(request, RECORD_MAX_BYTES);
  if (text === null) throw new FhirError(413, 'too-costly', `The record is larger than ${RECORD_MAX_MB} MB.`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
}

/**
 * POST /fhir/$import-record: one patient's record from another system, as an R4 Bundle (transaction, batch,
 * collection or document) of up to 20 MB, stored in one database transaction (lib/record-import/writes/
 * import-record.ts). A connected system needs to be allowed to create every type it writes; a doctor's or
 * administrator's session may import too (lab staff never reach here). Answers 201 for a new patient, 200 for one the
 * clinic knew, with the patient's address and an OperationOutcome of what was stored; 409 names the likely
 * duplicates; a Bundle the import cannot read is a 400 or 422 and stores nothing.
 */
export async function importRecordOperation(request: Request, caller: FhirCaller): Promise<Response> {
  if (caller.system) for (const type of IMPORTED_TYPES) await requireAccess(caller, type, 'c');
  const url = new URL(request.url);
  const choice = readPatientChoice(url.searchParams.get('patient'));
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_TYPES.includes(type)) throw new FhirError(415, 'not-supported', `Send the Bundle as application/fhir+json${type ? `, not ${type.slice(0, 60)}` : ''}.`);
  const parsed = recordBundleSchema.safeParse(await readJsonWithin(request));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FhirError(400, 'structure', `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}.`);
  }
  const reading = readRecordBundle(parsed.data);
  if (!reading.ok) throw refusedByRule(reading.message);
  const bundle = reading.bundle;

  const db = await getDb();
  const importer: Importer = {
    doctorId: caller.system ? null : caller.reader.id,
    systemId: caller.system?.id ?? null,
    actorEmail: caller.reader.email,
    address: await requestAddress(),
  };
  const result = await db.transaction((tx) =>
    importRecord(tx, { bundle, choice, sourceName: sourceNameOf(bundle, url.searchParams.get('source')), importer, ownNumberSystem: getEnv().FHIR_PATIENT_NUMBER_SYSTEM }),
  );
  if (!result.ok) {
    if (result.reason === 'duplicates') {
      // The patients the refusal names are shown to the caller: read, so audited.
      await recordRead(db, { reader: caller.reader, source: `${fhirReadSource(request)} (likely duplicate)`, items: patientsShown(result.duplicates.map((one) => one.id)) });
      throw duplicatesRefusal(result.duplicates);
    }
    if (result.reason === 'imported-as-other') throw new FhirError(409, 'conflict', `This record was imported before into Patient/${result.patientId}: import it there, or without ?patient=.`);
    throw refusedByRule(result.message);
  }
  if (result.created) expireAggregatesOf('patients');
  return fhirResponse(importOutcome(result.summary, { id: result.patientId, created: result.created }), {
    status: result.created ? 201 : 200,
    headers: { Location: fhirUrl(`Patient/${result.patientId}`) },
  });
}

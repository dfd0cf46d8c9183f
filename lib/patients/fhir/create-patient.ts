import 'server-only';
import { patientsShown, recordAudit, recordRead, requestAddress } from '@/lib/audit';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { fhirUrl } from '@/lib/fhir/base';
import { readResourceBody } from '@/lib/fhir/body';
import { requireAccess, type FhirCaller } from '@/lib/fhir/caller';
import { ifNoneExist } from '@/lib/fhir/conditional';
import { FhirError, refusedByRule } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { fhirReadSource } from '@/lib/fhir/search/answer';
import { SEARCHES } from '@/lib/fhir/searches';
import { findLikelyDuplicates, type LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { readFhirPatient } from '@/lib/patients/queries/fhir';
import { createPatient } from '@/lib/patients/writes/patient';
import { toFhirPatient } from './patient';
import { patientInputSchema, readPatient } from './patient-input';

/** The 409 of a likely duplicate: each registered patient it may be, by id and patient number (never more of them). */
function duplicateOf(duplicates: readonly LikelyDuplicate[]): FhirError {
  const named = duplicates.map((duplicate) => `Patient/${duplicate.id} (${duplicate.patientNumber})`).join(', ');
  return new FhirError(
    409,
    'duplicate',
    `This may be a patient already registered: ${named}. Read ${duplicates.length > 1 ? 'them' : 'it'} instead; a different person with the same name and birth date, phone or email is registered at the clinic's desk.`,
  );
}

/**
 * POST /fhir/Patient: a connected system registers a patient under the clinic's rules: the same schema, the same
 * duplicate check and the same write as "New patient" (lib/patients/writes/patient.ts), with the system as the
 * audit line's author. `If-None-Exist` makes it conditional (lib/fhir/conditional.ts). A likely duplicate is a
 * 409 naming the registered patient(s); their ids and numbers shown are read, so they are audited as such.
 * Answers 201 with the new patient's address and the stored resource.
 */
export async function createFhirPatient(request: Request, caller: FhirCaller): Promise<Response> {
  await requireAccess(caller, 'Patient', 'c');
  const input = await readResourceBody(request, patientInputSchema);
  const reading = readPatient(input);
  if (!reading.ok) throw refusedByRule(reading.message);
  const { registration } = reading;
  const db = await getDb();
  const source = fhirReadSource(request);

  const existing = await ifNoneExist(db, request, SEARCHES.Patient);
  if (existing.found) {
    await recordRead(db, { reader: caller.reader, source, items: patientsShown(existing.patientId === null ? [] : [existing.patientId]) });
    return fhirResponse(existing.resource, { headers: { Location: fhirUrl(`Patient/${existing.resource.id}`) } });
  }

  const duplicates = await findLikelyDuplicates(db, registration);
  if (duplicates.length > 0) {
    await recordRead(db, { reader: caller.reader, source: `${source} (likely duplicate)`, items: patientsShown(duplicates.map((duplicate) => duplicate.id)) });
    throw duplicateOf(duplicates);
  }

  const address = await requestAddress();
  const id = await db.transaction(async (tx) => {
    const result = await createPatient(tx, registration, null);
    // The email's unique index decides a registration that raced another with the same email.
    if (!result.ok) return null;
    await recordAudit(tx, {
      actorId: null,
      actorEmail: caller.reader.email,
      action: 'create',
      entity: 'patient',
      entityId: result.id,
      patientId: result.id,
      address,
      detail: 'Patient registered through FHIR',
    });
    return result.id;
  });
  if (id === null) throw duplicateOf(await findLikelyDuplicates(db, registration));

  // The patient list's counts and the dashboard's figures read patients (the pages themselves are read per request).
  expireAggregatesOf('patients');
  const row = await readFhirPatient(db, id);
  return fhirResponse(toFhirPatient(row!, getEnv().FHIR_PATIENT_NUMBER_SYSTEM), { status: 201, headers: { Location: fhirUrl(`Patient/${id}`) } });
}

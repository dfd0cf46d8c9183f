import 'server-only';
import { recordAudit, requestAddress } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { fhirUrl } from '@/lib/fhir/base';
import { readResourceBody } from '@/lib/fhir/body';
import { requireAccess, type FhirCaller } from '@/lib/fhir/caller';
import { FhirError, refusedByRule } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { referencedId } from '@/lib/fhir/search/reference';
import { readFhirAllergy } from '@/lib/patients/queries/fhir-allergies';
import { ALLERGY_MESSAGES } from '@/lib/patients/schema/allergies';
import { recordAllergy, setNoKnownDrugAllergies } from '@/lib/patients/writes/allergies';
import { noneKnownId, toFhirAllergy } from './allergy';
import { allergyInputSchema, readAllergy } from './allergy-input';

const notAPatient = (reference: string) => refusedByRule(`patient ${reference.slice(0, 60)} is not a patient of this clinic`);

/**
 * POST /fhir/AllergyIntolerance: a connected system records a patient's drug allergy, or their "No known drug
 * allergies" (SNOMED 409137002), through the writes of the chart's "Drug allergies" dialog: the same rules (the
 * same substance twice is a 409 naming the one recorded; "No known drug allergies" while an allergy stands is a
 * 409), the system as the allergy's recorder and as the audit line's actor, both in one transaction. Answers 201
 * with the allergy's address and the stored resource.
 */
export async function createFhirAllergy(request: Request, caller: FhirCaller): Promise<Response> {
  await requireAccess(caller, 'AllergyIntolerance', 'c');
  // Only a system may write (a doctor's session reads), so the caller here is one.
  const system = caller.system!;
  const input = await readResourceBody(request, allergyInputSchema);
  const reading = readAllergy(input);
  if (!reading.ok) throw refusedByRule(reading.message);
  const patientId = referencedId(reading.patientReference, 'Patient');
  if (patientId === null) throw notAPatient(reading.patientReference);
  const db = await getDb();
  const address = await requestAddress();
  const audit = (tx: Db, detail: string) =>
    recordAudit(tx, { actorId: null, actorEmail: caller.reader.email, action: 'update', entity: 'patient', entityId: patientId, patientId, address, detail });

  if (reading.kind === 'none-known') {
    await db.transaction(async (tx) => {
      const result = await setNoKnownDrugAllergies(tx, patientId);
      if (!result.ok && result.reason === 'patient-not-found') throw notAPatient(reading.patientReference);
      if (!result.ok) throw new FhirError(409, 'conflict', ALLERGY_MESSAGES.allergiesStanding);
      await audit(tx, 'no known drug allergies, through FHIR');
    });
    const id = noneKnownId(patientId);
    return fhirResponse(toFhirAllergy((await readFhirAllergy(db, id))!), { status: 201, headers: { Location: fhirUrl(`AllergyIntolerance/${id}`) } });
  }

  const id = await db.transaction(async (tx) => {
    const result = await recordAllergy(tx, { systemId: system.id }, patientId, reading.allergy);
    if (!result.ok && result.reason === 'duplicate') {
      throw new FhirError(409, 'duplicate', `${ALLERGY_MESSAGES.duplicate} It is AllergyIntolerance/${result.existingId}.`);
    }
    if (!result.ok) throw notAPatient(reading.patientReference);
    await audit(tx, `drug allergy recorded (AllergyIntolerance ${result.id}), through FHIR`);
    return result.id;
  });
  return fhirResponse(toFhirAllergy((await readFhirAllergy(db, String(id)))!), { status: 201, headers: { Location: fhirUrl(`AllergyIntolerance/${id}`) } });
}

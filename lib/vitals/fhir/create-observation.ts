import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit, requestAddress } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { patients } from '@/lib/db/schema';
import { fhirUrl } from '@/lib/fhir/base';
import { readResourceBody } from '@/lib/fhir/body';
import { requireAccess, type FhirCaller } from '@/lib/fhir/caller';
import { refusedByRule } from '@/lib/fhir/outcome';
import { fhirResponse } from '@/lib/fhir/respond';
import { referencedId } from '@/lib/fhir/search/reference';
import { MEASURE_INFO } from '@/lib/vitals/rules/measures';
import { readFhirObservation } from '@/lib/vitals/queries/fhir';
import { recordObservations } from '@/lib/vitals/writes';
import { toFhirObservation } from './observation';
import { observationInputSchema, readMeasurement } from './observation-input';


/**
 * POST /fhir/Observation: a connected system's measurement of a patient, stored as the app stores any (one row of
 * the observations the chart, the cards and the API read), in the app's units, with the system as its source and
 * its audit line in the same transaction. Answers 201 with its address and the stored resource.
 */
export async function createObservation(request: Request, caller: FhirCaller): Promise<Response> {
  await requireAccess(caller, 'Observation', 'c');
  // Only a system may write (a doctor's session reads), so the caller here is one.
  const system = caller.system!;
  const input = await readResourceBody(request, observationInputSchema);
  const reading = readMeasurement(input);
  if (!reading.ok) throw refusedByRule(reading.message);
  const { measurement } = reading;
  const patientId = referencedId(measurement.patientReference, 'Patient');
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [patient] = patientId === null ? [] : await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
    if (!patient) throw refusedByRule(`subject ${measurement.patientReference.slice(0, 60)} is not a patient of this clinic`);
    const [created] = await recordObservations(tx, {
      patientId: patient.id,
      recordedById: null,
      takenAt: measurement.takenAt,
      source: 'connected-system',
      sourceId: system.id,
      values: [{ measure: measurement.measure, value: measurement.value, value2: measurement.value2 }],
    });
    await recordAudit(tx, {
      actorId: null,
      actorEmail: caller.reader.email,
      action: 'create',
      entity: 'patient',
      entityId: patient.id,
      patientId: patient.id,
      address: await requestAddress(),
      detail: `Observation ${created} (${MEASURE_INFO[measurement.measure].label}) through FHIR`,
    });
    return created!;
  });
  const row = await readFhirObservation(db, id);
  return fhirResponse(toFhirObservation(row!), { status: 201, headers: { Location: fhirUrl(`Observation/${id}`) } });
}

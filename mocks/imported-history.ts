import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// Not `server-only`: `npm run db:seed` runs this in plain Node.
//
// A record the first sample patient brought from another hospital, as "Import record" would have stored it: the
// import itself, the identifier the other hospital knows the patient by, problems, immunizations, medicines taken
// and visits there, a few of its measurements and what else it observed (a pain score, a smoking status, an anxiety
// questionnaire's score), so that the chart's imported parts have something to show. Fixed
// values, no random sequence: nothing else of the sample data changes with it.

export const DEMO_IMPORT_SOURCE = 'Lagos University Teaching Hospital';

/** A day this many years and days before `now`, as a date (YYYY-MM-DD). */
const daysBefore = (now: Date, years: number, days = 0) => {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
};
const at = (day: string, time = '09:30:00') => new Date(`${day}T${time}+01:00`);

/** Stores the demo's imported record for `patientId`, imported by `importedById` a week before `now`. */
export async function seedImportedHistory(db: Db, { patientId, importedById, now }: { patientId: number; importedById: number; now: Date }): Promise<void> {
  const importedAt = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const [imported] = await db
    .insert(schema.recordImports)
    .values({
      patientId,
      sourceName: DEMO_IMPORT_SOURCE,
      importedAt,
      importedById,
      summary: {
        Condition: { stored: 3, present: 0, skipped: 0 },
        Immunization: { stored: 4, present: 0, skipped: 0 },
        MedicationStatement: { stored: 1, present: 0, skipped: 0 },
        MedicationRequest: { stored: 1, present: 0, skipped: 0 },
        Encounter: { stored: 2, present: 0, skipped: 0 },
        Observation: { stored: 6, present: 0, skipped: 1, reasons: ['BMI: the app works it out, it is not stored'] },
      },
    })
    .returning({ id: schema.recordImports.id });
  const importId = imported!.id;
  const owned = { patientId, importId };

  await db.insert(schema.patientIdentifiers).values({ ...owned, system: 'https://luth.example.ng/fhir/sid/mrn', value: 'LUTH-0048213', label: 'Medical Record Number' });
  await db.insert(schema.patientProblems).values([
    { ...owned, codeSystem: 'http://snomed.info/sct', code: '38341003', name: 'Hypertension', clinicalStatus: 'active', verificationStatus: 'confirmed', onsetOn: daysBefore(now, 6, 40), recorder: 'Dr. Folake Adebayo' },
    { ...owned, codeSystem: 'http://snomed.info/sct', code: '61462000', name: 'Malaria', clinicalStatus: 'resolved', verificationStatus: 'confirmed', onsetOn: daysBefore(now, 2, 120), resolvedOn: daysBefore(now, 2, 106), recorder: 'Dr. Folake Adebayo' },
    { ...owned, codeSystem: 'http://snomed.info/sct', code: '195967001', name: 'Asthma', clinicalStatus: 'inactive', onsetOn: daysBefore(now, 30), note: 'Childhood asthma; no attacks since adolescence.' },
  ]);
  await db.insert(schema.patientImmunizations).values([
    { ...owned, codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '08', vaccine: 'Hepatitis B vaccine', status: 'completed', givenOn: daysBefore(now, 5, 200), doseNumber: '1', performer: DEMO_IMPORT_SOURCE },
    { ...owned, codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '08', vaccine: 'Hepatitis B vaccine', status: 'completed', givenOn: daysBefore(now, 5, 170), doseNumber: '2', performer: DEMO_IMPORT_SOURCE },
    { ...owned, codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '37', vaccine: 'Yellow fever vaccine', status: 'completed', givenOn: daysBefore(now, 9, 12), doseNumber: '1' },
    { ...owned, codeSystem: 'http://hl7.org/fhir/sid/cvx', code: '115', vaccine: 'Tetanus and diphtheria toxoids (Td)', status: 'completed', givenOn: daysBefore(now, 3, 45), doseNumber: 'Booster', lotNumber: 'TD-22-1187' },
  ]);
  await db.insert(schema.medicationHistory).values([
    { ...owned, name: 'Amlodipine 5 mg tablet', dosage: '1 tablet once a day', status: 'active', kind: 'statement', startedOn: daysBefore(now, 6, 30), recordedOn: daysBefore(now, 1, 10), note: 'Ankle swelling at 10 mg; kept at 5 mg' },
    { ...owned, name: 'Artemether/lumefantrine 20/120 mg tablet', dosage: '4 tablets twice a day for 3 days', status: 'completed', kind: 'request', startedOn: daysBefore(now, 2, 120), endedOn: daysBefore(now, 2, 117), recordedOn: daysBefore(now, 2, 120), prescriber: 'Dr. Folake Adebayo', reason: 'Malaria' },
  ]);
  await db.insert(schema.pastVisits).values([
    { ...owned, startedAt: at(daysBefore(now, 2, 120), '10:15:00'), endedAt: at(daysBefore(now, 2, 120), '12:40:00'), status: 'finished', classCode: 'EMER', kind: 'Emergency', type: 'Emergency department visit', reason: 'Fever and rigors', place: DEMO_IMPORT_SOURCE, practitioner: 'Dr. Folake Adebayo' },
    { ...owned, startedAt: at(daysBefore(now, 1, 10)), endedAt: at(daysBefore(now, 1, 10), '10:05:00'), status: 'finished', classCode: 'AMB', kind: 'Outpatient visit', type: 'Hypertension review', reason: 'Hypertension', place: DEMO_IMPORT_SOURCE, practitioner: 'Dr. Folake Adebayo' },
  ]);
  // Measured at the hypertension review: older than the clinic's own, so the chart's latest values stay the clinic's.
  const reviewed = at(daysBefore(now, 1, 10));
  await db.insert(schema.observations).values([
    { patientId, measure: 'blood-pressure', value: 148, value2: 94, takenAt: reviewed, source: 'import', sourceId: importId },
    { patientId, measure: 'weight', value: 81.5, takenAt: reviewed, source: 'import', sourceId: importId },
    { patientId, measure: 'pulse', value: 78, takenAt: reviewed, source: 'import', sourceId: importId },
  ]);
  // Asked at the same review: none is a measure of the clinic's, so each is kept as the other hospital sent it.
  const category = (code: string) => ({ categorySystem: 'http://terminology.hl7.org/CodeSystem/observation-category', category: code });
  await db.insert(schema.otherObservations).values([
    { ...owned, ...category('vital-signs'), codeSystem: 'http://loinc.org', code: '72514-3', name: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported', status: 'final', valueNumber: 3, unit: '{score}', unitSystem: 'http://unitsofmeasure.org', takenAt: reviewed },
    { ...owned, ...category('social-history'), codeSystem: 'http://loinc.org', code: '72166-2', name: 'Tobacco smoking status', status: 'final', valueCodeSystem: 'http://snomed.info/sct', valueCode: '266919005', valueText: 'Never smoked tobacco (finding)', takenAt: reviewed },
    { ...owned, ...category('survey'), codeSystem: 'http://loinc.org', code: '70274-6', name: 'Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]', status: 'final', valueNumber: 4, unit: '{score}', unitSystem: 'http://unitsofmeasure.org', takenAt: reviewed },
  ]);
}

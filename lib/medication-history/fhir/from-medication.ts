import type { Medication, MedicationRequest, MedicationStatement, Reference, Resource } from '@medplum/fhirtypes';
import type { medicationHistory } from '@/lib/db/schema';
import { RXNORM, SNOMED_CT, conceptWords, dayOf, itemsOf, listOf, notesOf, readCode, textOf, wordsOfResource, type SentCode } from '@/lib/fhir/sent-values';
import type { ImportContext, Mapped } from '@/lib/record-import/context';
import { dosagesWords } from './dosage-words';

/**
 * A medicine of the patient's medication history as an imported MedicationStatement or MedicationRequest gives it;
 * the import adds the patient, itself and the formulary's entry (queries/formulary-match.ts).
 */
export type MedicationHistoryRow = Omit<
  typeof medicationHistory.$inferInsert,
  'id' | 'patientId' | 'importId' | 'createdAt' | 'recordedById' | 'voidedAt' | 'voidedById' | 'voidReason'
>;

const PREFERRED_SYSTEMS = [RXNORM, SNOMED_CT] as const;

/** The Medication a resource names: its code, or, for one known only by its ingredients, those joined. */
function medicationName(medication: Medication, ctx: ImportContext): SentCode {
  const code = readCode(medication.code, PREFERRED_SYSTEMS);
  if (code.name) return code;
  const ingredients = itemsOf(medication.ingredient).map((ingredient) => conceptWords(ingredient.itemCodeableConcept) ?? ctx.nameOf(ingredient.itemReference, medication));
  return { name: listOf(ingredients, ' + '), codeSystem: null, code: null };
}

/** The medicine: its concept, or the Medication its reference points at (in the Bundle or contained), else the reference's display. */
function medicineOf(resource: MedicationStatement | MedicationRequest, ctx: ImportContext): SentCode {
  if (resource.medicationCodeableConcept) return readCode(resource.medicationCodeableConcept, PREFERRED_SYSTEMS);
  const medication = ctx.resolve(resource.medicationReference, resource);
  if (medication?.resourceType === 'Medication') return medicationName(medication, ctx);
  return { name: ctx.nameOf(resource.medicationReference, resource), codeSystem: null, code: null };
}

/** The patient and their family tell of a medicine; they did not prescribe it. */
function isThePatientsSide(reference: Reference | undefined, from: Resource, ctx: ImportContext): boolean {
  const type = ctx.resolve(reference, from)?.resourceType ?? textOf(reference?.type) ?? /^([A-Za-z]+)[/?]/.exec(textOf(reference?.reference) ?? '')?.[1];
  return type === 'Patient' || type === 'RelatedPerson';
}

/** Why it was taken: each reason's words, and each referenced condition's or observation's. */
function reasonOf(resource: MedicationStatement | MedicationRequest, ctx: ImportContext): string | null {
  const referenced = itemsOf(resource.reasonReference).map((reference) => wordsOfResource(ctx.resolve(reference, resource)) ?? ctx.nameOf(reference, resource));
  return listOf([...itemsOf(resource.reasonCode).map(conceptWords), ...referenced], '; ');
}

function prescriberOf(resource: MedicationStatement | MedicationRequest, ctx: ImportContext): string | null {
  if (resource.resourceType === 'MedicationRequest') return ctx.nameOf(resource.requester, resource);
  if (isThePatientsSide(resource.informationSource, resource, ctx)) return null;
  return ctx.nameOf(resource.informationSource, resource);
}

/**
 * A MedicationStatement (a medicine the patient takes or took) or a MedicationRequest (one prescribed there) of
 * another system read into the medication history, never as a prescription of this clinic: the medicine (RxNorm
 * preferred, then SNOMED CT), the dose in words, the status as sent (FHIR's 'unknown' when it says none), its dates,
 * who prescribed it, why, and its notes. A statement's source is its prescriber only when it is not the patient or a relative.
 * Not kept: one entered in error, or one that names no medicine.
 */
export function readMedication(resource: MedicationStatement | MedicationRequest, ctx: ImportContext): Mapped<MedicationHistoryRow> {
  if (resource.status === 'entered-in-error') return { ok: false, reason: 'entered in error' };
  const medicine = medicineOf(resource, ctx);
  if (!medicine.name) return { ok: false, reason: 'names no medicine' };
  const statement = resource.resourceType === 'MedicationStatement' ? resource : null;
  const request = resource.resourceType === 'MedicationRequest' ? resource : null;
  const validity = request?.dispenseRequest?.validityPeriod;
  return {
    ok: true,
    row: {
      codeSystem: medicine.codeSystem,
      code: medicine.code,
      name: medicine.name,
      dosage: dosagesWords(statement ? statement.dosage : request?.dosageInstruction),
      status: textOf(resource.status) ?? 'unknown',
      kind: statement ? 'statement' : 'request',
      startedOn: statement ? (dayOf(statement.effectiveDateTime) ?? dayOf(statement.effectivePeriod?.start)) : dayOf(validity?.start),
      endedOn: statement ? dayOf(statement.effectivePeriod?.end) : dayOf(validity?.end),
      recordedOn: statement ? dayOf(statement.dateAsserted) : dayOf(request?.authoredOn),
      prescriber: prescriberOf(resource, ctx),
      reason: reasonOf(resource, ctx),
      note: notesOf(resource.note),
    },
  };
}

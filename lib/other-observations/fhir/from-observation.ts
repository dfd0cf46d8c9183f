import type { CodeableConcept, Encounter, Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes';
import type { OtherObservationPart, otherObservations } from '@/lib/db/schema';
import { LOINC } from '@/lib/lab/fhir/codes';
import { SNOMED_CT, instantOf, itemsOf, notesOf, numberOf, readCode, textOf } from '@/lib/fhir/sent-values';
import type { ImportContext, Mapped } from '@/lib/record-import/context';

/** An imported observation the clinic keeps as sent; the import adds the patient and itself. */
export type OtherObservationRow = Omit<typeof otherObservations.$inferInsert, 'id' | 'patientId' | 'importId' | 'createdAt'>;

/** The statuses of an observation that stands: a preliminary, cancelled or erroneous one is no measurement. */
const STANDING = ['final', 'amended', 'corrected'];

/** The value of an observation or of one of its parts, as the clinic keeps it. */
type Value = Pick<OtherObservationPart, 'valueNumber' | 'unit' | 'unitSystem' | 'valueCodeSystem' | 'valueCode' | 'valueText'>;

const NO_VALUE: Value = { valueNumber: null, unit: null, unitSystem: null, valueCodeSystem: null, valueCode: null, valueText: null };

/** A quantity's unit: its code with the code's system when both were sent (UCUM's), else its words, or its code alone. */
function unitOf(quantity: Quantity): Pick<Value, 'unit' | 'unitSystem'> {
  const code = textOf(quantity.code);
  const system = textOf(quantity.system);
  if (code && system) return { unit: code, unitSystem: system };
  return { unit: textOf(quantity.unit) ?? code, unitSystem: null };
}

/**
 * The value of an observation or a part of one: a quantity or a whole number (with its unit), a coded value (its code
 * and words), words, a yes or no, a date or time as written. Null when there is none the clinic reads (a range, a
 * ratio, a sampled signal): R4 allows them, no record seen here sends them for what it measures.
 */
function readValue(source: Observation | ObservationComponent): Value | null {
  if (source.valueQuantity) {
    const value = numberOf(source.valueQuantity.value);
    return value === null ? null : { ...NO_VALUE, valueNumber: value, ...unitOf(source.valueQuantity) };
  }
  const integer = numberOf(source.valueInteger);
  if (integer !== null) return { ...NO_VALUE, valueNumber: integer };
  if (source.valueCodeableConcept) {
    const coded = readCode(source.valueCodeableConcept as CodeableConcept, [SNOMED_CT, LOINC]);
    return coded.name === null ? null : { ...NO_VALUE, valueCodeSystem: coded.codeSystem, valueCode: coded.code, valueText: coded.name.slice(0, 2000) };
  }
  if (typeof source.valueBoolean === 'boolean') return { ...NO_VALUE, valueText: source.valueBoolean ? 'Yes' : 'No' };
  const words = textOf(source.valueString) ?? textOf(source.valueDateTime) ?? textOf(source.valueTime);
  return words === null ? null : { ...NO_VALUE, valueText: words.slice(0, 2000) };
}

/** A part of an observation (a questionnaire's item, a panel's member), or null when it names nothing or holds no value. */
function readPart(component: ObservationComponent): OtherObservationPart | null {
  const code = readCode(component.code, [LOINC, SNOMED_CT]);
  const value = readValue(component);
  if (code.name === null || value === null) return null;
  return { codeSystem: code.codeSystem, code: code.code, name: code.name.slice(0, 500), ...value };
}

/**
 * An Observation that is neither one of the clinic's measures nor a laboratory result the laboratory's store reads,
 * kept as sent: its category, its code (LOINC preferred, then SNOMED CT) and words, its value and its parts, when
 * it was taken (the start of a period, else when it was issued, else when the visit it names began: a discharge
 * summary's "Reason for admission" says no time of its own) and its notes. Not kept: one that does not stand
 * (preliminary, cancelled, entered in error), one that names nothing, says no time at all or holds no value.
 */
export function readOtherObservation(observation: Observation, ctx: ImportContext): Mapped<OtherObservationRow> {
  if (!STANDING.includes(observation.status)) return { ok: false, reason: `an observation with status ${String(observation.status).slice(0, 20)} (only final, amended and corrected ones are kept)` };
  const code = readCode(observation.code, [LOINC, SNOMED_CT]);
  if (code.name === null) return { ok: false, reason: 'an observation that names nothing it observed' };
  const visit = ctx.resolve(observation.encounter, observation) as Encounter | null;
  const takenAt = instantOf(observation.effectiveDateTime ?? observation.effectivePeriod?.start ?? observation.effectiveInstant ?? observation.issued ?? visit?.period?.start);
  if (!takenAt) return { ok: false, reason: `${code.name.slice(0, 80)}: no time it was observed` };
  const value = readValue(observation);
  const parts = itemsOf(observation.component)
    .map(readPart)
    .filter((part): part is OtherObservationPart => part !== null);
  if (value === null && parts.length === 0) return { ok: false, reason: `${code.name.slice(0, 80)}: no value the clinic reads` };
  const category = itemsOf(observation.category)
    .flatMap((concept) => itemsOf(concept.coding))
    .find((coding) => textOf(coding.code));
  return {
    ok: true,
    row: {
      categorySystem: category ? textOf(category.system) : null,
      category: category ? textOf(category.code) : (textOf(itemsOf(observation.category)[0]?.text)?.slice(0, 200) ?? null),
      codeSystem: code.codeSystem,
      code: code.code,
      name: code.name.slice(0, 500),
      status: observation.status,
      ...(value ?? NO_VALUE),
      parts,
      takenAt,
      note: notesOf(observation.note),
    },
  };
}

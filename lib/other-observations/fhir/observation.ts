import type { CodeableConcept, Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes';
import type { OtherObservationPart, otherObservations } from '@/lib/db/schema/record-imports';
import { codedAsSent } from '@/lib/fhir/coded-as-sent';
import { importedFrom, importMeta } from '@/lib/fhir/import-tag';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

// What an imported record observed that is neither one of the clinic's measures nor a laboratory result (a pain
// score, a head circumference, a smoking status, a questionnaire's score) is an Observation beside the clinic's
// measurements and the laboratory's results, under an id of its own prefix, `other-12`, served as it came in.

export const OTHER_OBSERVATION_PREFIX = 'other';
export const otherObservationId = (id: number): string => `${OTHER_OBSERVATION_PREFIX}-${id}`;

/** An observation of an imported record, with the import it came in with. */
export type OtherObservationRow = typeof otherObservations.$inferSelect & { source: ImportSource | null };

/** The statuses the import keeps (lib/other-observations/fhir/from-observation.ts): those of an observation that stands. */
export const OTHER_OBSERVATION_STATUSES = ['final', 'amended', 'corrected'] as const;

/** What the observations of an imported record are searched by (lib/other-observations/queries/fhir.ts). */
export const OTHER_OBSERVATION_PARAMETERS = ['_id', 'patient', 'subject', 'date', 'code', 'category', 'status'] as const;

/** A quantity as it came in: its unit's code with the code's system, or the unit's words alone. */
function quantity(value: number, unit: string | null, unitSystem: string | null): Quantity {
  const text = unit?.trim();
  if (!text) return { value };
  return unitSystem?.trim() ? { value, unit: text, system: unitSystem.trim(), code: text } : { value, unit: text };
}

type Value = Pick<OtherObservationPart, 'valueNumber' | 'unit' | 'unitSystem' | 'valueCodeSystem' | 'valueCode' | 'valueText'>;

/** An observation's or a part's value: a quantity, a coded value (its code as sent and its words), or words. */
function valueOf({ valueNumber, unit, unitSystem, valueCodeSystem, valueCode, valueText }: Value): Pick<Observation, 'valueQuantity' | 'valueCodeableConcept' | 'valueString'> {
  if (valueNumber !== null) return { valueQuantity: quantity(valueNumber, unit, unitSystem) };
  if (valueCode?.trim()) return { valueCodeableConcept: codedAsSent(valueCodeSystem, valueCode, valueText ?? '') };
  return valueText?.trim() ? { valueString: valueText.trim() } : {};
}

/** Its category as sent: the coding of its system and code; its words alone when no system came with it. */
function categoryOf({ categorySystem, category }: OtherObservationRow): CodeableConcept[] {
  const code = category?.trim();
  if (!code) return [];
  return [categorySystem?.trim() ? { coding: [{ system: categorySystem.trim(), code }] } : { text: code }];
}

const sameCode = (part: OtherObservationPart, row: OtherObservationRow): boolean =>
  !!part.code?.trim() && part.code.trim() === row.code?.trim() && (part.codeSystem?.trim() ?? '') === (row.codeSystem?.trim() ?? '');

/**
 * Its parts as components, each with its code and value. A part that names the observation's own code is left out
 * when the observation holds a value: R4 (obs-7) allows no such component beside it, and it says what the value does.
 */
function componentsOf(row: OtherObservationRow, hasValue: boolean): ObservationComponent[] {
  return row.parts.filter((part) => !(hasValue && sameCode(part, row))).map((part) => ({ code: codedAsSent(part.codeSystem, part.code, part.name), ...valueOf(part) }));
}

/**
 * An observation of an imported record as an R4 Observation, as it came in: its status, category and code as sent,
 * its value (a quantity with its unit as sent, a coded value, or words) and its parts, when it was taken, its note,
 * and the import it came with.
 */
export function toFhirOtherObservation(row: OtherObservationRow, importSystem: string): Observation {
  const value = valueOf(row);
  const hasValue = Object.keys(value).length > 0;
  const category = categoryOf(row);
  const components = componentsOf(row, hasValue);
  return {
    resourceType: 'Observation',
    id: otherObservationId(row.id),
    ...importMeta(importedFrom(row.importId, row.source), importSystem),
    status: (OTHER_OBSERVATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as Observation['status']) : 'final',
    ...(category.length > 0 ? { category } : {}),
    code: codedAsSent(row.codeSystem, row.code, row.name),
    subject: { reference: `Patient/${row.patientId}` },
    effectiveDateTime: row.takenAt.toISOString(),
    ...value,
    ...(row.note.trim() ? { note: [{ text: row.note.trim() }] } : {}),
    ...(components.length > 0 ? { component: components } : {}),
  };
}

import type { Coding, Encounter } from '@medplum/fhirtypes';
import { ENCOUNTER_SEARCH } from '@/lib/appointments/fhir/appointment';
import type { pastVisits } from '@/lib/db/schema/record-imports';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { importedFrom, importMeta } from '@/lib/fhir/import-tag';
import type { ImportSource } from '@/lib/record-import/rules/source-line';

// A visit to another hospital, from an imported record, is an Encounter beside the clinic's own visits (an
// appointment whose patient arrived, lib/appointments/fhir/appointment.ts), under an id of its own prefix,
// `elsewhere-12`: never an appointment of this clinic.

export const ELSEWHERE_ID_PREFIX = 'elsewhere';
export const pastVisitEncounterId = (id: number): string => `${ELSEWHERE_ID_PREFIX}-${id}`;

/** A visit elsewhere, with the import it came in with. */
export type PastVisitRow = typeof pastVisits.$inferSelect & { source: ImportSource | null };

/** R4's statuses of an Encounter: the visit keeps one, as sent; anything else reads as unknown. */
export const ENCOUNTER_STATUSES: readonly Encounter['status'][] = ['planned', 'arrived', 'triaged', 'in-progress', 'onleave', 'finished', 'cancelled', 'entered-in-error', 'unknown'];

export const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';

/** The v3 ActCode classes of a visit (R4's ActEncounterCode), with their displays. */
export const ENCOUNTER_CLASSES: Record<string, string> = {
  AMB: 'ambulatory',
  EMER: 'emergency',
  FLD: 'field',
  HH: 'home health',
  IMP: 'inpatient encounter',
  ACUTE: 'inpatient acute',
  NONAC: 'inpatient non-acute',
  OBSENC: 'observation encounter',
  PRENC: 'pre-admission',
  SS: 'short stay',
  VR: 'virtual',
};

/** What the visits elsewhere are searched by (lib/past-visits/queries/fhir.ts); `practitioner` is the clinic's alone. */
export const PAST_VISIT_PARAMETERS = ['_id', 'patient', 'subject', 'date', 'status', 'class'] as const;

const WORDS: Record<string, string> = {
  _id: "The visit's id on this server: its appointment's, or elsewhere-{id} for a visit to another hospital from an imported record.",
  practitioner: 'The doctor of a visit to the clinic: Practitioner/{id} or the id (a visit elsewhere names its people in words alone).',
  date: "The day of the visit (the clinic's; a visit elsewhere: the day it began), with eq, ge, le, gt or lt.",
  status:
    'in-progress (the patient has arrived) or finished; a visit elsewhere as its record says (planned, arrived, triaged, onleave, cancelled, unknown); entered-in-error only when asked for.',
};

/** The Encounter search of both the clinic's visits and the visits elsewhere, as the CapabilityStatement lists it. */
export const ENCOUNTER_AND_ELSEWHERE_SEARCH: readonly SearchParameterDefinition[] = ENCOUNTER_SEARCH.map((definition) =>
  WORDS[definition.name] ? { ...definition, documentation: WORDS[definition.name]! } : definition,
);

/** The visit's class: its ActCode when the record gave one, else its kind in words, else not known (R4 requires one). */
function classOf(row: PastVisitRow): Coding {
  const kind = row.kind.trim();
  const code = row.classCode?.trim();
  if (code) return { system: ACT_CODE, code, ...(kind || ENCOUNTER_CLASSES[code] ? { display: kind || ENCOUNTER_CLASSES[code] } : {}) };
  if (kind) return { display: kind };
  return { system: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor', code: 'UNK', display: 'unknown' };
}

/** The status served: one R4 knows, as sent, else unknown. */
export const pastVisitStatus = (status: string): Encounter['status'] => (ENCOUNTER_STATUSES.includes(status as Encounter['status']) ? (status as Encounter['status']) : 'unknown');

/**
 * A visit elsewhere as an R4 Encounter, as it came in: its status, its class, its type and reason in words, when it
 * began and ended, the hospital (serviceProvider) and the people (participant) by the names the record gave, and
 * the import it came with.
 */
export function toFhirPastEncounter(row: PastVisitRow, importSystem: string): Encounter {
  const end = row.endedAt && row.endedAt >= row.startedAt ? row.endedAt : null;
  return {
    resourceType: 'Encounter',
    id: pastVisitEncounterId(row.id),
    ...importMeta(importedFrom(row.importId, row.source), importSystem),
    status: pastVisitStatus(row.status),
    class: classOf(row),
    ...(row.type.trim() ? { type: [{ text: row.type.trim() }] } : {}),
    subject: { reference: `Patient/${row.patientId}` },
    ...(row.practitioner.trim() ? { participant: [{ individual: { display: row.practitioner.trim() } }] } : {}),
    period: { start: row.startedAt.toISOString(), ...(end ? { end: end.toISOString() } : {}) },
    ...(row.reason.trim() ? { reasonCode: [{ text: row.reason.trim() }] } : {}),
    ...(row.place.trim() ? { serviceProvider: { display: row.place.trim() } } : {}),
  };
}

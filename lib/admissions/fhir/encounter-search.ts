import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { ENCOUNTER_AND_ELSEWHERE_SEARCH } from '@/lib/past-visits/fhir/encounter';

// The Encounter search of all three kinds: the clinic's visits, the visits elsewhere and the admissions, each side
// taking the parameters it can answer (lib/fhir/searches.ts reads each side alone when a parameter is another's).

/** What the admissions are searched by (lib/admissions/queries/fhir.ts). */
export const ADMISSION_PARAMETERS = ['_id', 'patient', 'subject', 'practitioner', 'date', 'status', 'class', 'location'] as const;

const WORDS: Record<string, string> = {
  _id: "The visit's id on this server: its appointment's, elsewhere-{id} for a visit to another hospital from an imported record, admission-{id} for an admission.",
  practitioner:
    'The doctor of a visit to the clinic, or the admitting doctor of an admission: Practitioner/{id} or the id (a visit elsewhere names its people in words alone).',
  date: "The day of a visit to the clinic, the day a visit elsewhere began (the clinic's days); an admission whose stay, from admission to discharge, overlaps the days given (ge, gt: still in then or after; le, lt: admitted by then).",
  status:
    'in-progress (the patient has arrived, or is still admitted) or finished (the visit completed, the patient discharged); a visit elsewhere as its record says (planned, arrived, triaged, onleave, cancelled, unknown); entered-in-error only when asked for.',
  class: "v3 ActCode: AMB (a visit to the clinic), IMP (an admission), or a visit elsewhere's class as its record gave it.",
};

/** The Encounter search of every kind, as the CapabilityStatement lists it. */
export const ENCOUNTER_SEARCH_ALL: readonly SearchParameterDefinition[] = [
  ...ENCOUNTER_AND_ELSEWHERE_SEARCH.map((definition) => (WORDS[definition.name] ? { ...definition, documentation: WORDS[definition.name]! } : definition)),
  { name: 'location', type: 'reference', documentation: 'An admission that stayed in the bed (Location/bed-{id}) or in any bed of the ward (Location/ward-{id}); a visit matches none.' },
];

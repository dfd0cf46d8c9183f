import { DIAGNOSTIC_REPORT_SEARCH } from '@/lib/diagnosis/fhir/diagnostic-report';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { OBSERVATION_SEARCH } from '@/lib/vitals/fhir/observation';

// The parameters of the types the clinic's records and the laboratory's share: each side's own, and together what
// the CapabilityStatement lists. A parameter that one side alone takes (based-on) matches nothing of the other.

/** What the laboratory's Observations are searched by (lib/lab/queries/fhir-results.ts). */
export const LAB_OBSERVATION_PARAMETERS = ['_id', 'patient', 'subject', 'date', 'code', 'category', 'status', 'based-on'] as const;

/** What the laboratory's DiagnosticReports are searched by (lib/lab/queries/fhir-request-search.ts). */
export const LAB_REPORT_PARAMETERS = ['_id', 'patient', 'subject', 'encounter', 'date', 'status', 'category', 'code', 'based-on'] as const;

/** Each shared parameter's documentation, said again for both sides. */
const OBSERVATION_WORDS: Record<string, string> = {
  _id: "The observation's id on this server: a measurement's number, lab-{id} for a laboratory result, or other-{id} for what an imported record observed besides.",
  date: "When it was measured, or when a laboratory result's specimen was taken, on the clinic's clock, with eq, ge, le, gt or lt.",
  code: "A LOINC code (http://loinc.org|8867-4, or the code alone): a measurement or a laboratory test; a comma for either. An imported record's other observation by its code as sent (LOINC or SNOMED CT).",
  category:
    "vital-signs, or laboratory (the glucose readings and the laboratory results); an imported record's other observations by the category it sent (social-history, survey, exam…), with its system or without.",
  status:
    "A measurement: final (the default) or entered-in-error (readings of a voided record, left out unless asked for). A laboratory result: preliminary (not yet released), final or amended. An imported record's other observation: final, amended or corrected, as sent.",
};

const REPORT_WORDS: Record<string, string> = {
  _id: 'The id on this server: dt-{id} (a diagnosis test), inv-{id} (an investigation) or lab-{id} (the results of an ordered laboratory test).',
  date: "The day of the test or of the investigation, or when a laboratory specimen was taken (the clinic's), with eq, ge, le, gt or lt.",
  status:
    'final, registered (a pending investigation; a laboratory test without results), partial (an investigation in progress), preliminary (laboratory results not yet released), amended (released, then amended), cancelled (a cancelled laboratory order), or entered-in-error (a voided record, left out unless asked for).',
  category: 'HL7 v2-0074: LAB (a diagnosis test, a laboratory report), RAD (an imaging investigation) or OTH (any other investigation).',
};

const withWords = (definitions: readonly SearchParameterDefinition[], words: Record<string, string>) =>
  definitions.map((definition) => (words[definition.name] ? { ...definition, documentation: words[definition.name]! } : definition));

export const OBSERVATION_AND_LAB_SEARCH: readonly SearchParameterDefinition[] = [
  ...withWords(OBSERVATION_SEARCH, OBSERVATION_WORDS),
  { name: 'based-on', type: 'reference', documentation: 'The laboratory request a result answers: ServiceRequest/{id} or the id.' },
];

export const DIAGNOSTIC_REPORT_AND_LAB_SEARCH: readonly SearchParameterDefinition[] = [
  ...withWords(DIAGNOSTIC_REPORT_SEARCH, REPORT_WORDS),
  { name: 'code', type: 'token', documentation: 'The LOINC code of a laboratory test (http://loinc.org|57021-8, or the code alone).' },
  { name: 'based-on', type: 'reference', documentation: 'The laboratory request it reports on: ServiceRequest/{id} or the id.' },
];

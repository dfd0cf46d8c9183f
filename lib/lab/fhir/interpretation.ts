import type { CodeableConcept } from '@medplum/fhirtypes';
import type { ResultFlag } from '@/lib/lab/rules/states';

// A result's flag and HL7's v3 ObservationInterpretation, both ways: the clinic's flags are served as it, and an
// outside laboratory's interpretation is kept as the clinic's flag.

export const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
/** Older senders (HL7 v2, FHIR before R4) code the same flags under v2's table 0078. */
const V2_INTERPRETATION_SYSTEMS = ['http://terminology.hl7.org/CodeSystem/v2-0078', 'http://hl7.org/fhir/v2/0078'];

const CODES: Record<ResultFlag, { code: string; display: string }> = {
  normal: { code: 'N', display: 'Normal' },
  low: { code: 'L', display: 'Low' },
  high: { code: 'H', display: 'High' },
  'critical-low': { code: 'LL', display: 'Critical low' },
  'critical-high': { code: 'HH', display: 'Critical high' },
  abnormal: { code: 'A', display: 'Abnormal' },
  critical: { code: 'AA', display: 'Critical abnormal' },
};

/** A flag as R4's interpretation. */
export function interpretationOf(flag: ResultFlag): CodeableConcept {
  const { code, display } = CODES[flag];
  return { coding: [{ system: INTERPRETATION_SYSTEM, code, display }], text: display };
}

/** Codes a laboratory sends that say the same as one of the clinic's flags (a positive or detected finding is abnormal). */
const FLAG_OF_CODE: Readonly<Record<string, ResultFlag>> = {
  ...Object.fromEntries(Object.entries(CODES).map(([flag, { code }]) => [code, flag as ResultFlag])),
  POS: 'abnormal',
  DET: 'abnormal',
  NEG: 'normal',
  ND: 'normal',
};

/**
 * The flag an outside laboratory's interpretation says, or null when it sends none the clinic reads (then the
 * clinic's ranges decide). Only HL7's interpretation codes are read: a local code means nothing here.
 */
export function flagOfInterpretation(concepts: ReadonlyArray<{ coding?: ReadonlyArray<{ system?: string; code?: string }>; text?: string }> | undefined): ResultFlag | null {
  for (const concept of concepts ?? []) {
    for (const { system, code } of concept.coding ?? []) {
      if (!code || (system !== INTERPRETATION_SYSTEM && !V2_INTERPRETATION_SYSTEMS.includes(system ?? ''))) continue;
      const flag = FLAG_OF_CODE[code];
      if (flag) return flag;
    }
  }
  return null;
}

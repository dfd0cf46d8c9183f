import type { CodeableConcept } from '@medplum/fhirtypes';

/**
 * A concept as another system sent it and the clinic kept it: its code in its own system (SNOMED CT, ICD-10, CVX,
 * RxNorm), untranslated, and the words beside it. The words alone when it came without a code.
 */
export function codedAsSent(system: string | null, code: string | null, words: string): CodeableConcept {
  const text = words.trim();
  const coded = code?.trim() ? [{ ...(system?.trim() ? { system: system.trim() } : {}), code: code.trim() }] : [];
  return { ...(coded.length > 0 ? { coding: coded } : {}), ...(text ? { text } : {}) };
}

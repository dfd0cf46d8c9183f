import { TEXT_MAX } from '@/lib/forms/common';
import type { Analyte } from '@/lib/lab/queries/analytes';
import { formatResultNumber } from '@/lib/lab/rules/result-value';
import { QUALIFIER_WORDS, UCUM } from '../codes';
import { convertQuantity, unitsTakenFor } from '../units';
import type { SentResult } from './read-bundle';

// A laboratory's result read as the value the Enter results form would have been typed: a number in the test's
// unit (converted where the unit allows, rounded to the test's decimals), one of its words, or text. The typed value
// then goes through the form's own reading (lib/lab/writes/steps.ts resultRow), so the clinic's rules are the lab's.

export type ReadValue = { ok: true; typed: string } | { ok: false; message: string };

/** The words a coded answer may say, in the order they are tried: its text, its displays, its SNOMED CT qualifiers. */
function wordsOf(sent: SentResult): string[] {
  const { valueCodeableConcept: concept, valueString } = sent.observation;
  return [
    ...(concept?.text ? [concept.text] : []),
    ...(concept?.coding ?? []).flatMap((coding) => [...(coding.display ? [coding.display] : []), ...(coding.code && QUALIFIER_WORDS[coding.code] ? [QUALIFIER_WORDS[coding.code]!] : [])]),
    ...(valueString ? [valueString] : []),
  ].map((word) => word.trim());
}

/** `sent` read for `analyte`, which the lab's code `sentCode` reports (the catalogue's own, or the analyte's other form). */
export function readSentValue(analyte: Analyte, sent: SentResult, sentCode: string): ReadValue {
  const { observation, label } = sent;
  if (analyte.kind === 'number') {
    const quantity = observation.valueQuantity;
    if (!quantity) return { ok: false, message: `${label}: ${analyte.name} is a number; send it as valueQuantity in UCUM` };
    if (quantity.comparator) return { ok: false, message: `${label}: a value ${quantity.comparator.slice(0, 4)} ${quantity.value} is not kept; the clinic keeps the measured number` };
    if (quantity.system !== undefined && quantity.system !== UCUM) return { ok: false, message: `${label}: its unit must be a UCUM code (system ${UCUM})` };
    const unit = analyte.unit ?? quantity.code;
    const converted = convertQuantity(quantity.value, quantity.code, unit, { loinc: analyte.loinc, sent: sentCode });
    if (!converted.ok) return { ok: false, message: `${label}: ${quantity.code.slice(0, 20)} cannot be converted into ${unit}, the unit of ${analyte.name}; send ${unitsTakenFor(unit, analyte.loinc).join(', ')}` };
    return { ok: true, typed: formatResultNumber(converted.value, analyte.decimals) };
  }
  if (analyte.kind === 'choice') {
    const words = wordsOf(sent);
    const word = words.find((candidate) => analyte.choices?.some((choice) => choice.toLowerCase() === candidate.toLowerCase()));
    if (word) return { ok: true, typed: word };
    return { ok: false, message: `${label}: ${words[0] ? `"${words[0].slice(0, 40)}"` : 'no answer'} is not a result of ${analyte.name}; send one of ${(analyte.choices ?? []).join(', ')}` };
  }
  const text = observation.valueString ?? observation.valueCodeableConcept?.text;
  if (!text?.trim()) return { ok: false, message: `${label}: ${analyte.name} is written in words; send valueString` };
  if (text.length > TEXT_MAX.freeText) return { ok: false, message: `${label}: a result is at most ${TEXT_MAX.freeText} characters` };
  return { ok: true, typed: text };
}

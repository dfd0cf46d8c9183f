import type { Observation, ObservationReferenceRange, Quantity } from '@medplum/fhirtypes';
import { QUALIFIER_WORDS, LABORATORY, labId, LOINC, NORMAL_RANGE, SNOMED, UCUM } from './codes';
import { interpretationOf } from './interpretation';
import type { LabResultRow } from './rows';

/** A result's status: preliminary until released, then final, or amended for a value that replaced another. */
export function labResultStatus(row: Pick<LabResultRow, 'order' | 'replacesId'>): Observation['status'] {
  if (row.order.status !== 'released') return 'preliminary';
  return row.replacesId !== null ? 'amended' : 'final';
}

const quantity = (value: number, unit: string | null): Quantity => (unit ? { value, unit, system: UCUM, code: unit } : { value });

/** The clinic's range for the patient (lab_results keeps the one that applied), in the result's unit. */
function referenceRange({ rangeLow, rangeHigh, unit }: LabResultRow): ObservationReferenceRange[] {
  if (rangeLow === null && rangeHigh === null) return [];
  return [{ ...(rangeLow !== null ? { low: quantity(rangeLow, unit) } : {}), ...(rangeHigh !== null ? { high: quantity(rangeHigh, unit) } : {}), type: NORMAL_RANGE }];
}

const SNOMED_OF_WORD = new Map(Object.entries(QUALIFIER_WORDS).map(([code, word]) => [word.toLowerCase(), code]));

/** The value as its test's kind writes it: a UCUM quantity, a word (with SNOMED CT's code when it has one), or text. */
function value(row: LabResultRow): Pick<Observation, 'valueQuantity' | 'valueCodeableConcept' | 'valueString'> {
  if (row.valueNumber !== null) return { valueQuantity: quantity(row.valueNumber, row.unit) };
  const text = row.valueText ?? '';
  if (row.test.kind === 'choice') {
    const code = SNOMED_OF_WORD.get(text.toLowerCase());
    return { valueCodeableConcept: { ...(code ? { coding: [{ system: SNOMED, code, display: QUALIFIER_WORDS[code] }] } : {}), text } };
  }
  return { valueString: text };
}

/**
 * One current result of the laboratory as an R4 Observation (US Core's laboratory result): `lab-{result id}`,
 * category laboratory, the test in LOINC, the value by its kind, the clinic's range for the patient and its flag as
 * `interpretation` (v3 H, L, HH, LL, N, A, AA), based on its ServiceRequest, of its Specimen, taken when the
 * specimen was, issued when released, by whom it was entered.
 */
export function toFhirLabObservation(row: LabResultRow): Observation {
  const { order, test } = row;
  const ranges = referenceRange(row);
  return {
    resourceType: 'Observation',
    id: labId(row.id),
    basedOn: [{ reference: `ServiceRequest/${row.orderTestId}` }],
    status: labResultStatus(row),
    category: [LABORATORY],
    code: { coding: [{ system: LOINC, code: test.loinc, display: test.loincDisplay }], text: test.name },
    subject: { reference: `Patient/${order.patientId}` },
    ...(row.encounterId !== null ? { encounter: { reference: `Encounter/${row.encounterId}` } } : {}),
    ...(order.collectedAt ? { effectiveDateTime: order.collectedAt.toISOString() } : {}),
    ...(order.status === 'released' && order.releasedAt ? { issued: order.releasedAt.toISOString() } : {}),
    ...(row.enteredById !== null ? { performer: [{ reference: `Practitioner/${row.enteredById}`, ...(row.enteredBy ? { display: row.enteredBy } : {}) }] } : row.enteredBy ? { performer: [{ type: 'Organization', display: row.enteredBy }] } : {}),
    ...value(row),
    ...(row.flag ? { interpretation: [interpretationOf(row.flag)] } : {}),
    ...(row.replacesId !== null && row.amendReason ? { note: [{ text: `Amended: ${row.amendReason}` }] } : {}),
    specimen: { reference: `Specimen/${order.id}` },
    ...(ranges.length > 0 ? { referenceRange: ranges } : {}),
  };
}

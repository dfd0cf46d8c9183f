import type { CodeableConcept, Dosage, MedicationRequest, Quantity, Timing, TimingRepeat } from '@medplum/fhirtypes';
import type { prescriptionMedicines, prescriptions } from '@/lib/db/schema/prescriptions';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { frequencyInWords, frequencyOf, type FrequencyCode } from '@/lib/medicines/rules/frequencies';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';
import { ROUTE_LABELS, type Route } from '@/lib/medicines/rules/routes';
import { doseText, durationText } from '@/lib/prescriptions/rules/text';

/** One medicine of a prescription, with the prescription it belongs to: a MedicationRequest each. */
export type MedicationRow = { id: number; medicine: typeof prescriptionMedicines.$inferSelect; prescription: typeof prescriptions.$inferSelect };

export const MEDICATION_REQUEST_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: 'The id on this server (one per medicine of a prescription).' },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'requester', type: 'reference', documentation: 'The prescribing doctor: Practitioner/{id} or the id.' },
  { name: 'authoredon', type: 'date', documentation: "The day it was prescribed (the clinic's), with eq, ge, le, gt or lt." },
  { name: 'status', type: 'token', documentation: 'active, completed (an inactive prescription) or entered-in-error (a voided one, left out unless asked for).' },
];

const GTS = 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation';
const gts = (code: string, display: string, text: string): CodeableConcept => ({ coding: [{ system: GTS, code, display }], text });
const daily = (frequency: number): NonNullable<Timing['repeat']> => ({ frequency, period: 1, periodUnit: 'd' });

/** How often, as FHIR's Timing: the GTS abbreviation where there is one (BID, TID, QID, QD, AM, PM), the event (HS) otherwise. */
const TIMING: Record<FrequencyCode, { code: CodeableConcept; repeat?: Timing['repeat'] }> = {
  morning: { code: gts('AM', 'AM', 'In the morning (mane)'), repeat: { ...daily(1), when: ['MORN'] } },
  evening: { code: gts('PM', 'PM', 'In the evening (vesp)'), repeat: { ...daily(1), when: ['EVE'] } },
  both: { code: gts('BID', 'BID', 'Morning and evening (BD)'), repeat: daily(2) },
  od: { code: gts('QD', 'QD', 'Once daily (OD)'), repeat: daily(1) },
  bd: { code: gts('BID', 'BID', 'Twice daily (BD)'), repeat: daily(2) },
  tds: { code: gts('TID', 'TID', 'Three times daily (TDS)'), repeat: daily(3) },
  qds: { code: gts('QID', 'QID', 'Four times daily (QDS)'), repeat: daily(4) },
  nocte: { code: { text: 'At night (nocte)' }, repeat: { ...daily(1), when: ['HS'] } },
  prn: { code: { text: 'As needed (PRN)' } },
  stat: { code: { text: 'Immediately (stat)' }, repeat: { count: 1 } },
};

/** SNOMED CT's routes of administration (the R4 route value set). */
const ROUTE_SNOMED: Record<Route, string> = {
  oral: '26643006',
  sublingual: '37839007',
  buccal: '54471007',
  intravenous: '47625008',
  intramuscular: '78421000',
  subcutaneous: '34206005',
  topical: '6064005',
  inhaled: '447694001',
  nasal: '46713006',
  ophthalmic: '54485002',
  otic: '10547007',
  rectal: '37161004',
  vaginal: '16857009',
  transdermal: '45890007',
};

/** The dose units UCUM has a code for; the others (a tablet, a puff) are said by their word alone. */
const UCUM_DOSE: Partial<Record<string, string>> = { mg: 'mg', g: 'g', mcg: 'ug', mL: 'mL', IU: '[iU]' };

function doseQuantity(amount: number | null, unit: string | null): Quantity | undefined {
  if (amount === null || !unit) return undefined;
  const code = UCUM_DOSE[unit];
  return { value: amount, unit, ...(code ? { system: 'http://unitsofmeasure.org', code } : {}) };
}

/** The status of a prescription's medicine: voided first, then the prescription's Status switch. */
function statusOf(prescription: MedicationRow['prescription']): MedicationRequest['status'] {
  if (prescription.voidedAt) return 'entered-in-error';
  return prescription.status ? 'active' : 'completed';
}

/**
 * One medicine of a prescription as an R4 MedicationRequest: the medicine as prescribed (name, strength, form), the
 * dose with its UCUM unit, the route in SNOMED CT, how often as FHIR's timing (as needed: asNeededBoolean; stat: one
 * dose, priority stat), before or after meals (AC, PC), the duration, the quantity to dispense, the prescriber, the
 * reason (the prescription's diagnosis) and the whole instruction in words as the printout writes it.
 */
export function toFhirMedicationRequest({ id, medicine, prescription }: MedicationRow): MedicationRequest {
  const frequency = frequencyOf(medicine.interval);
  const timing: { code: CodeableConcept; repeat?: TimingRepeat } = frequency ? TIMING[frequency.code] : { code: { text: medicine.interval } };
  const meal: 'AC' | 'PC' | null = medicine.time === 'before meal' ? 'AC' : medicine.time === 'after meal' ? 'PC' : null;
  const when: NonNullable<TimingRepeat['when']> = [...(timing.repeat?.when ?? []), ...(meal && !timing.repeat?.when ? [meal] : [])];
  const repeat: TimingRepeat | undefined = frequency?.code === 'prn' ? undefined : { ...timing.repeat, ...(when.length > 0 ? { when } : {}), boundsDuration: { value: medicine.durationDays, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' } };
  const dose = doseQuantity(medicine.doseAmount, medicine.doseUnit);
  const route = (ROUTE_LABELS as Record<string, string>)[medicine.route] ? (medicine.route as Route) : null;
  const words = [doseText(medicine.doseAmount, medicine.doseUnit, medicine.dosage), route ? ROUTE_LABELS[route].toLowerCase() : '', frequencyInWords(medicine.interval), medicine.time, `for ${durationText(medicine.durationDays, medicine.durationUnit)}`]
    .filter(Boolean)
    .join(', ');
  const dosage: Dosage = {
    sequence: 1,
    text: words,
    timing: { ...(repeat ? { repeat } : {}), code: timing.code },
    ...(frequency?.code === 'prn' ? { asNeededBoolean: true } : {}),
    ...(route ? { route: { coding: [{ system: 'http://snomed.info/sct', code: ROUTE_SNOMED[route], display: ROUTE_LABELS[route] }], text: ROUTE_LABELS[route] } } : {}),
    ...(dose ? { doseAndRate: [{ doseQuantity: dose }] } : {}),
    ...(medicine.comment.trim() ? { patientInstruction: medicine.comment.trim() } : {}),
  };
  return {
    resourceType: 'MedicationRequest',
    id: String(id),
    // The prescription it was written on: its other medicines share this.
    groupIdentifier: { value: String(prescription.id) },
    status: statusOf(prescription),
    intent: 'order',
    ...(frequency?.code === 'stat' ? { priority: 'stat' as const } : {}),
    medicationCodeableConcept: { text: medicineLabel(medicine) },
    subject: { reference: `Patient/${prescription.patientId}` },
    authoredOn: prescription.addedAt.toISOString(),
    requester: { reference: `Practitioner/${prescription.doctorId}` },
    ...(prescription.diagnosis.trim() ? { reasonCode: [{ text: prescription.diagnosis.trim() }] } : {}),
    ...(medicine.allergyOverride.trim() ? { note: [{ text: `Prescribed despite a recorded allergy: ${medicine.allergyOverride.trim()}` }] } : {}),
    dosageInstruction: [dosage],
    dispenseRequest: {
      ...(medicine.quantity !== null ? { quantity: { value: medicine.quantity, ...(medicine.quantityUnit ? { unit: medicine.quantityUnit } : {}) } } : {}),
      expectedSupplyDuration: { value: medicine.durationDays, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
    },
  };
}

import type { CodeableConcept, Coding, Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes';
import type { observations } from '@/lib/db/schema/observations';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import type { Measure } from '@/lib/vitals/rules/measures';
import { flagMeasured, flagReading, NORMAL_RANGES, type VitalFlag } from '@/lib/vitals/rules/ranges';

export type ObservationRow = typeof observations.$inferSelect;

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';
const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

/** An Observation's category: the vital signs, and the glucose readings (a laboratory value, even at the bedside). */
export type ObservationCategory = 'vital-signs' | 'laboratory';

interface MeasureCoding {
  /** LOINC codes, the first the measure's own; SpO₂ carries both the vital-signs profile asks for. */
  codes: ReadonlyArray<{ code: string; display: string }>;
  /** Its UCUM unit, and the unit as people write it. */
  unit: { code: string; text: string };
  category: ObservationCategory;
  /** The R4 vital-signs profile the Observation keeps (none for glucose). */
  profile?: string;
}

const VITAL_SIGNS = 'http://hl7.org/fhir/StructureDefinition/';

/** Each measure of lib/vitals/rules/measures.ts as LOINC, UCUM and the R4 vital-signs profile name it. */
export const MEASURE_CODING: Record<Measure, MeasureCoding> = {
  weight: { codes: [{ code: '29463-7', display: 'Body weight' }], unit: { code: 'kg', text: 'kg' }, category: 'vital-signs', profile: `${VITAL_SIGNS}bodyweight` },
  height: { codes: [{ code: '8302-2', display: 'Body height' }], unit: { code: 'cm', text: 'cm' }, category: 'vital-signs', profile: `${VITAL_SIGNS}bodyheight` },
  'blood-pressure': { codes: [{ code: '85354-9', display: 'Blood pressure panel with all children optional' }], unit: { code: 'mm[Hg]', text: 'mmHg' }, category: 'vital-signs', profile: `${VITAL_SIGNS}bp` },
  pulse: { codes: [{ code: '8867-4', display: 'Heart rate' }], unit: { code: '/min', text: 'beats/minute' }, category: 'vital-signs', profile: `${VITAL_SIGNS}heartrate` },
  temperature: { codes: [{ code: '8310-5', display: 'Body temperature' }], unit: { code: 'Cel', text: '°C' }, category: 'vital-signs', profile: `${VITAL_SIGNS}bodytemp` },
  'respiratory-rate': { codes: [{ code: '9279-1', display: 'Respiratory rate' }], unit: { code: '/min', text: 'breaths/minute' }, category: 'vital-signs', profile: `${VITAL_SIGNS}resprate` },
  spo2: {
    codes: [
      { code: '2708-6', display: 'Oxygen saturation in Arterial blood' },
      { code: '59408-5', display: 'Oxygen saturation in Arterial blood by Pulse oximetry' },
    ],
    unit: { code: '%', text: '%' },
    category: 'vital-signs',
    profile: `${VITAL_SIGNS}oxygensat`,
  },
  glucose: { codes: [{ code: '2339-0', display: 'Glucose [Mass/volume] in Blood' }], unit: { code: 'mg/dL', text: 'mg/dL' }, category: 'laboratory' },
  'fasting-glucose': { codes: [{ code: '1558-6', display: 'Fasting glucose [Mass/volume] in Serum or Plasma' }], unit: { code: 'mg/dL', text: 'mg/dL' }, category: 'laboratory' },
};

const SYSTOLIC = { code: '8480-6', display: 'Systolic blood pressure' };
const DIASTOLIC = { code: '8462-4', display: 'Diastolic blood pressure' };

/** What an Observation search takes: read by lib/vitals/queries/fhir.ts and listed in the CapabilityStatement. */
export const OBSERVATION_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The observation's id on this server." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'date', type: 'date', documentation: "When it was measured, on the clinic's clock, with eq, ge, le, gt or lt." },
  { name: 'code', type: 'token', documentation: 'A LOINC code (http://loinc.org|8867-4, or the code alone); a comma for either.' },
  { name: 'category', type: 'token', documentation: 'vital-signs or laboratory (the glucose readings).' },
  { name: 'status', type: 'token', documentation: 'final (the default) or entered-in-error (readings of a voided record).' },
];

const coding = (codes: MeasureCoding['codes']): CodeableConcept => ({ coding: codes.map(({ code, display }) => ({ system: LOINC, code, display })), text: codes[0].display });

const quantity = (value: number, { code, text }: MeasureCoding['unit']): Quantity => ({ value, unit: text, system: UCUM, code });

const INTERPRETATION: Record<VitalFlag, Coding> = {
  high: { system: INTERPRETATION_SYSTEM, code: 'H', display: 'High' },
  low: { system: INTERPRETATION_SYSTEM, code: 'L', display: 'Low' },
};
const interpretation = (flag: VitalFlag | null): { interpretation?: CodeableConcept[] } => (flag ? { interpretation: [{ coding: [INTERPRETATION[flag]], text: INTERPRETATION[flag].display }] } : {});

/**
 * One dated measurement as an R4 Observation, as the vital-signs profile asks: its category, LOINC code, UCUM
 * quantity, when it was taken, who recorded it, and the High/Low flag of the app's normal ranges as its
 * interpretation. A blood pressure is the panel with its systolic and diastolic components. A reading of a voided
 * record is `entered-in-error`.
 */
export function toFhirObservation(row: ObservationRow): Observation {
  const measure = row.measure;
  const info = MEASURE_CODING[measure];
  const ranges = NORMAL_RANGES[measure];
  const base: Observation = {
    resourceType: 'Observation',
    id: String(row.id),
    ...(info.profile ? { meta: { profile: [`${VITAL_SIGNS}vitalsigns`, info.profile] } } : {}),
    status: row.voidedAt ? 'entered-in-error' : 'final',
    category: [{ coding: [{ system: CATEGORY_SYSTEM, code: info.category, display: info.category === 'vital-signs' ? 'Vital Signs' : 'Laboratory' }], text: info.category === 'vital-signs' ? 'Vital Signs' : 'Laboratory' }],
    code: coding(info.codes),
    subject: { reference: `Patient/${row.patientId}` },
    effectiveDateTime: row.takenAt.toISOString(),
    ...(row.recordedById ? { performer: [{ reference: `Practitioner/${row.recordedById}` }] } : {}),
  };
  if (measure === 'blood-pressure') {
    const component = (part: typeof SYSTOLIC, value: number | null, range: 'systolic' | 'diastolic'): ObservationComponent => ({
      code: coding([part]),
      ...(value === null ? { dataAbsentReason: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'unknown', display: 'Unknown' }] } } : { valueQuantity: quantity(value, info.unit) }),
      ...(value !== null && ranges?.kind === 'blood-pressure' ? interpretation(flagMeasured(measure, ranges[range], value)) : {}),
    });
    return { ...base, ...interpretation(flagReading(measure, { value: row.value, value2: row.value2 })), component: [component(SYSTOLIC, row.value, 'systolic'), component(DIASTOLIC, row.value2, 'diastolic')] };
  }
  return { ...base, valueQuantity: quantity(row.value, info.unit), ...interpretation(flagReading(measure, row.value)) };
}

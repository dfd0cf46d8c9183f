import { clinicWallTime } from '@/lib/clinic-time';
import { DEFAULT_NEXT_VISIT_UNIT } from '@/lib/constants';
import type { PrescriptionRecord } from '@/lib/prescriptions/queries/prescriptions';
import type { VisitStart } from '@/lib/vitals/queries/visit-readings';
import { formatMeasureNumber, formatMeasureValue, type Measure } from '@/lib/vitals/rules/measures';

export interface MedicineFormValues {
  /** The formulary entry chosen; null for a medicine typed in free text (or none chosen yet). */
  medicineId: number | null;
  name: string;
  strength: string;
  form: string;
  /** The entry's drug class, for the allergy warning (the server reads it again from the entry). */
  drugClass: string | null;
  doseAmount: string;
  doseUnit: string;
  /** A dose written in words before doses had an amount and a unit. */
  dosage: string;
  route: string;
  interval: string;
  durationCount: string;
  durationUnit: string;
  time: string;
  quantity: string;
  quantityUnit: string;
  /** True until the doctor types a quantity: then the computed one no longer replaces it. */
  quantityTyped: boolean;
  comment: string;
  allergyOverride: string;
}

/** What the prescription form holds: the chosen patient's id, the switch, and the inputs' text as typed. */
export interface PrescriptionFormValues {
  patientId: number | null;
  status: boolean;
  bloodPressure: string;
  foodAllergies: string;
  diabetic: string;
  currentMedication: string;
  pulseRate: string;
  temperature: string;
  problemDescription: string;
  height: string;
  weight: string;
  /** The clinic's wall time, "2026-11-24T09:30", as the Measured at field (DateTimeField) holds it. */
  measuredAt: string;
  medicines: MedicineFormValues[];
  diagnosisTestId: string;
  diagnosis: string;
  test: string;
  advice: string;
  nextVisitNumber: string;
  nextVisitUnit: string;
}

export const EMPTY_MEDICINE: MedicineFormValues = {
  medicineId: null,
  name: '',
  strength: '',
  form: '',
  drugClass: null,
  doseAmount: '',
  doseUnit: '',
  dosage: '',
  route: '',
  interval: '',
  durationCount: '',
  durationUnit: 'days',
  time: '',
  quantity: '',
  quantityUnit: '',
  quantityTyped: false,
  comment: '',
  allergyOverride: '',
};

/** A saved medicine as the form's row holds it (its quantity counts as typed: an edit never recomputes it unasked). */
function medicineFormValues(medicine: PrescriptionRecord['medicines'][number]): MedicineFormValues {
  const weeks = medicine.durationUnit === 'weeks';
  return {
    medicineId: medicine.medicineId,
    name: medicine.name,
    strength: medicine.strength,
    form: medicine.form,
    drugClass: null,
    doseAmount: asText(medicine.doseAmount),
    doseUnit: medicine.doseUnit ?? '',
    dosage: medicine.dosage,
    route: medicine.route,
    interval: medicine.interval,
    durationCount: String(weeks ? medicine.durationDays / 7 : medicine.durationDays),
    durationUnit: medicine.durationUnit,
    time: medicine.time,
    quantity: asText(medicine.quantity),
    quantityUnit: medicine.quantityUnit,
    quantityTyped: medicine.quantity !== null,
    comment: medicine.comment,
    allergyOverride: medicine.allergyOverride,
  };
}

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** A vital back in its field to its measure's precision, as the screens show it: 37.0 stays "37.0", not "37". */
const asReading = (measure: Measure, value: number | null | undefined) => (value == null ? '' : formatMeasureNumber(measure, value));

/**
 * A new prescription (status on, one empty medicine row, next visit in days), or the one being edited. A new one
 * written at a visit starts with what the visit knows: its readings and its diagnosis test.
 */
export function prescriptionFormValues(record?: PrescriptionRecord, visit?: VisitStart | null): PrescriptionFormValues {
  const readings = record ? {} : (visit?.readings ?? {});
  const visitReading = (measure: Measure) => asReading(measure, readings[measure]?.value);
  const pressure = readings['blood-pressure'];
  return {
    patientId: record?.patientId ?? null,
    status: record?.status ?? true,
    bloodPressure: record ? record.bloodPressure : pressure ? formatMeasureValue('blood-pressure', pressure) : '',
    foodAllergies: record?.foodAllergies ?? '',
    diabetic: record?.diabetic ?? '',
    currentMedication: record?.currentMedication ?? '',
    pulseRate: record ? asReading('pulse', record.pulseRate) : visitReading('pulse'),
    temperature: record ? asReading('temperature', record.temperature) : visitReading('temperature'),
    problemDescription: record?.problemDescription ?? '',
    height: record ? asReading('height', record.height) : visitReading('height'),
    weight: record ? asReading('weight', record.weight) : visitReading('weight'),
    // A new prescription's physical information is measured now; an edited one keeps when it was measured.
    measuredAt: clinicWallTime(record?.measuredAt ? new Date(record.measuredAt) : new Date()),
    medicines: record ? record.medicines.map(medicineFormValues) : [{ ...EMPTY_MEDICINE }],
    diagnosisTestId: asText(record ? record.diagnosisTestId : visit?.diagnosisTest?.id),
    diagnosis: record?.diagnosis ?? '',
    test: record?.test ?? '',
    advice: record?.advice ?? '',
    nextVisitNumber: asText(record?.nextVisitNumber),
    nextVisitUnit: record?.nextVisitUnit ?? DEFAULT_NEXT_VISIT_UNIT,
  };
}

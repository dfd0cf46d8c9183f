import { DEFAULT_NEXT_VISIT_UNIT } from '@/lib/constants';
import type { PrescriptionRecord } from '@/lib/data/prescriptions';
import { clinicWallTime } from '@/lib/vitals/clinic-time';

export interface MedicineFormValues {
  name: string;
  dosage: string;
  durationDays: string;
  time: string;
  interval: string;
  comment: string;
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
  test: string;
  advice: string;
  nextVisitNumber: string;
  nextVisitUnit: string;
}

export const EMPTY_MEDICINE: MedicineFormValues = { name: '', dosage: '', durationDays: '', time: '', interval: '', comment: '' };

const asText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A new prescription (status on, one empty medicine row, next visit in days), or the one being edited. */
export function prescriptionFormValues(record?: PrescriptionRecord): PrescriptionFormValues {
  return {
    patientId: record?.patientId ?? null,
    status: record?.status ?? true,
    bloodPressure: record?.bloodPressure ?? '',
    foodAllergies: record?.foodAllergies ?? '',
    diabetic: record?.diabetic ?? '',
    currentMedication: record?.currentMedication ?? '',
    pulseRate: asText(record?.pulseRate),
    temperature: asText(record?.temperature),
    problemDescription: record?.problemDescription ?? '',
    height: asText(record?.height),
    weight: asText(record?.weight),
    // A new prescription's physical information is measured now; an edited one keeps when it was measured.
    measuredAt: clinicWallTime(record?.measuredAt ? new Date(record.measuredAt) : new Date()),
    medicines: record
      ? record.medicines.map(({ name, dosage, durationDays, time, interval, comment }) => ({ name, dosage, durationDays: String(durationDays), time, interval, comment }))
      : [{ ...EMPTY_MEDICINE }],
    test: record?.test ?? '',
    advice: record?.advice ?? '',
    nextVisitNumber: asText(record?.nextVisitNumber),
    nextVisitUnit: record?.nextVisitUnit ?? DEFAULT_NEXT_VISIT_UNIT,
  };
}

import { ageOn, capitalise, formatInstantDate, todayIso } from '@/lib/format';
import type { PrescriptionRecord } from '@/lib/data/prescriptions';
import { formatPatientNumber } from '@/lib/patient-number';

// What the prescription's PDF prints, every value already a display string: the PDF only lays it out. The lead
// maps the stored record onto it (toPrescriptionDocument below); the order of the fields is the printed order.

export interface PrescriptionDocumentMedicine {
  /** The generic name ("Amlodipine"), or the doctor's free text. */
  name: string;
  /** "5 mg"; '' when none. */
  strength: string;
  /** "tablet"; '' when unknown. */
  form: string;
  /** "10 mg", "1 tablet", or a legacy dosage's text. */
  dose: string;
  /** "Oral (PO)"; '' when not given. */
  route: string;
  /** "Once daily" and "OD". */
  frequency: { words: string; abbreviation: string };
  /** "7 days", "2 weeks", "Only one day". */
  duration: string;
  /** "14 tablets"; '' when not given. */
  quantity: string;
  /** "Before meal" or "After meal". */
  meal: string;
  comment: string;
  /** The doctor's written reason for prescribing it despite a matching allergy; '' when none was needed. */
  allergyOverride: string;
}

export type PrescriptionAllergies = ReadonlyArray<{ substance: string; reaction: string }> | 'No known drug allergies' | 'Not recorded';

export interface PrescriptionDocument {
  clinic: { name: string; address: string };
  prescriber: { name: string; specialty: string; licenceNumber: string; phone: string; email: string };
  /** The date it was written: "25 Nov 2026". */
  writtenOn: string;
  patient: {
    name: string;
    /** "P-000123". */
    number: string;
    /** "34 years", "About 34 years". */
    age: string;
    /** "Female". */
    sex: string;
    /** The latest weight in the patient's observations: "72 kg" measured "20 Nov 2026"; null when never weighed. */
    latestWeight: { value: string; takenOn: string } | null;
  };
  allergies: PrescriptionAllergies;
  /** '' when none was named. */
  diagnosis: string;
  medicines: readonly PrescriptionDocumentMedicine[];
  test: string;
  advice: string;
  /** The next visit's date ("9 Dec 2026"), or null when none is set. */
  nextVisit: string | null;
  /** "Active" or "Inactive". */
  status: string;
  /** The name under the signature line: the prescriber's. */
  signatureName: string;
  /**
   * "Voided on 15 Mar 2026 by Dr. Ada Obi: entered for the wrong patient." when it was voided: printed above
   * everything, so that a voided prescription's PDF cannot be dispensed from (its page opens it too).
   */
  voided?: string | null;
}

/** The patient facts the record does not carry (its chart's): date of birth, sex and latest weight. */
export interface PrescriptionPatientFacts {
  dateOfBirth: string;
  dateOfBirthEstimated: boolean;
  gender: string;
  /** The latest weight observation: kilograms and its ISO instant. */
  latestWeight: { kg: number; takenAt: string } | null;
}

// TODO(lead): replace with lib/formulary's FREQUENCIES once it lands (the spec's three intervals are its first three).
const LEGACY_FREQUENCIES: Record<string, { words: string; abbreviation: string }> = {
  morning: { words: 'In the morning', abbreviation: 'mane' },
  evening: { words: 'In the evening', abbreviation: 'vesp' },
  both: { words: 'Morning and evening', abbreviation: 'BD' },
};

const durationText = (days: number) => (days === 1 ? 'Only one day' : `${days} days`);

/** The age as the chart header says it: "34 years", "About 34 years" when estimated from an age given at booking. */
export function ageText(dateOfBirth: string, estimated: boolean, today: string = todayIso()): string {
  const age = Math.max(0, ageOn(dateOfBirth, today));
  const years = `${age} ${age === 1 ? 'year' : 'years'}`;
  return estimated ? `About ${years}` : years;
}

/**
 * The stored prescription as its PDF prints it, from the fields the record has today. The fields of issue 27's
 * new columns (allergies, diagnosis, dose, route, quantity, the next visit's date) are left empty here.
 */
export function toPrescriptionDocument(record: PrescriptionRecord, patient: PrescriptionPatientFacts, today: string = todayIso()): PrescriptionDocument {
  return {
    clinic: { name: record.hospitalName || 'HMS', address: record.hospitalAddress },
    prescriber: {
      name: record.doctorName,
      specialty: record.doctorSpecialty,
      licenceNumber: record.doctorLicenseNumber,
      phone: record.doctorPhone,
      email: record.doctorEmail,
    },
    writtenOn: formatInstantDate(record.addedAt),
    patient: {
      name: record.patientName,
      number: formatPatientNumber(record.patientNumber),
      age: ageText(patient.dateOfBirth, patient.dateOfBirthEstimated, today),
      sex: capitalise(patient.gender),
      latestWeight: patient.latestWeight ? { value: `${patient.latestWeight.kg} kg`, takenOn: formatInstantDate(patient.latestWeight.takenAt) } : null,
    },
    allergies: 'Not recorded', // TODO(lead): the patient's drug allergies (patient_allergies, no_known_drug_allergies).
    diagnosis: '', // TODO(lead): prescriptions.diagnosis (or its diagnosis test's name).
    medicines: record.medicines.map((medicine) => ({
      name: capitalise(medicine.name),
      strength: '', // TODO(lead): prescription_medicines.strength
      form: '', // TODO(lead): prescription_medicines.form
      dose: medicine.dosage, // TODO(lead): dose_amount + dose_unit, the legacy dosage text when it did not parse
      route: '', // TODO(lead): prescription_medicines.route with its label and abbreviation
      frequency: LEGACY_FREQUENCIES[medicine.interval] ?? { words: capitalise(medicine.interval), abbreviation: '' },
      duration: durationText(medicine.durationDays), // TODO(lead): duration_unit (weeks)
      quantity: '', // TODO(lead): quantity + quantity_unit
      meal: capitalise(medicine.time),
      comment: medicine.comment,
      allergyOverride: '', // TODO(lead): prescription_medicines.allergy_override
    })),
    test: record.test,
    advice: record.advice,
    nextVisit: null, // TODO(lead): prescriptions.next_visit_on, formatted with formatDate
    status: record.status ? 'Active' : 'Inactive',
    signatureName: record.doctorName,
    voided: record.voided
      ? `Voided on ${formatInstantDate(record.voided.voidedAt)} by ${record.voided.voidedBy ?? 'a removed account'}: ${record.voided.reason.replace(/\.+$/, '')}. Do not dispense.`
      : null,
  };
}

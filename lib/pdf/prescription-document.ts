import { formatInstantDate, todayIso } from '@/lib/clinic-time';
import type { PrescriptionPrintout } from '@/lib/prescriptions/queries/printout';
import type { PrescriptionMedicineRecord, PrescriptionRecord } from '@/lib/prescriptions/queries/prescriptions';
import { ageOn, capitalise, formatDate } from '@/lib/format';
import { frequencyOf } from '@/lib/medicines/rules/frequencies';
import { quantityLabel } from '@/lib/medicines/rules/quantity';
import { routeInWords } from '@/lib/medicines/rules/routes';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { formatPhone } from '@/lib/patients/rules/phone';
import { prescriptionStateLabel } from '@/lib/prescriptions/rules/state';
import { doseText, durationText } from '@/lib/prescriptions/rules/text';
import { formatMeasure } from '@/lib/vitals/rules/measures';

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
  /** Its state: "Voided", "Active" or "Inactive" (prescriptionState: a voided one is never "Active"). */
  status: string;
  /** The name under the signature line: the prescriber's. */
  signatureName: string;
  /**
   * "Voided on 15 Mar 2026 by Dr. Ada Obi: entered for the wrong patient." when it was voided: printed under
   * the mark "VOIDED – do not dispense" above everything, so that a voided prescription's PDF and print
   * cannot be dispensed from (its page opens it too).
   */
  voided?: string | null;
}

/** The age as the chart header says it: "34 years", "About 34 years" when estimated from an age given at booking. */
export function ageText(dateOfBirth: string, estimated: boolean, today: string = todayIso()): string {
  const age = Math.max(0, ageOn(dateOfBirth, today));
  const years = `${age} ${age === 1 ? 'year' : 'years'}`;
  return estimated ? `About ${years}` : years;
}

/** "Penicillin (rash)"-style allergies as printed, or what their absence means. */
function allergiesOf(printout: PrescriptionPrintout): PrescriptionAllergies {
  if (printout.allergyStatus === 'none') return 'No known drug allergies';
  if (printout.allergyStatus === 'not-recorded') return 'Not recorded';
  return printout.allergies.map(({ substance, reaction }) => ({ substance, reaction }));
}


/** "RPT-13 · Hypertension; essential hypertension": the diagnosis test named and the words, as far as given. */
const diagnosisOf = (record: PrescriptionRecord) => [record.diagnosisTestLabel, record.diagnosis].filter(Boolean).join('; ');

function medicineOf(medicine: PrescriptionMedicineRecord): PrescriptionDocumentMedicine {
  const frequency = frequencyOf(medicine.interval);
  return {
    name: medicine.medicineId === null ? `${medicine.name} (not in the formulary)` : medicine.name,
    strength: medicine.strength,
    form: medicine.form,
    dose: doseText(medicine.doseAmount, medicine.doseUnit, medicine.dosage),
    route: routeInWords(medicine.route),
    frequency: frequency ? { words: frequency.words, abbreviation: frequency.abbreviation } : { words: capitalise(medicine.interval), abbreviation: '' },
    duration: durationText(medicine.durationDays, medicine.durationUnit),
    quantity: medicine.quantity === null ? '' : quantityLabel(medicine.quantity, medicine.quantityUnit),
    meal: capitalise(medicine.time),
    comment: medicine.comment,
    allergyOverride: medicine.allergyOverride,
  };
}

/**
 * What a prescription prints, as display strings: the one mapping the details page's print layout and the PDF
 * both show, so that the paper and the file say the same. The patient's age is on `today`; their drug
 * allergies and latest weight are the record's now (lib/prescriptions/queries/printout.ts).
 */
export function toPrescriptionDocument(printout: PrescriptionPrintout, today: string = todayIso()): PrescriptionDocument {
  const { prescription: record, latestWeight } = printout;
  return {
    clinic: { name: record.hospitalName || 'HMS', address: record.hospitalAddress },
    prescriber: {
      name: record.doctorName,
      specialty: record.doctorSpecialty,
      licenceNumber: record.doctorLicenseNumber,
      // As every screen writes a phone: international and spaced.
      phone: formatPhone(record.doctorPhone),
      email: record.doctorEmail,
    },
    writtenOn: formatInstantDate(record.addedAt),
    patient: {
      name: record.patientName,
      number: formatPatientNumber(record.patientNumber),
      age: ageText(record.patientDateOfBirth, record.patientDateOfBirthEstimated, today),
      sex: capitalise(record.patientGender),
      // To a scale's tenth, as every screen writes a weight: "72.0 kg".
      latestWeight: latestWeight ? { value: formatMeasure('weight', latestWeight), takenOn: formatInstantDate(latestWeight.takenAt) } : null,
    },
    allergies: allergiesOf(printout),
    diagnosis: diagnosisOf(record),
    medicines: record.medicines.map(medicineOf),
    test: record.test,
    advice: record.advice,
    nextVisit: record.nextVisitOn ? formatDate(record.nextVisitOn) : null,
    status: prescriptionStateLabel(record),
    signatureName: record.doctorName,
    voided: record.voided
      ? `Voided on ${formatInstantDate(record.voided.voidedAt)} by ${record.voided.voidedBy ?? 'a removed account'}: ${record.voided.reason.replace(/\.+$/, '')}.`
      : null,
  };
}

import { formatInstant, isoDateInZone } from '@/lib/clinic-time';
import { DISPOSITION_LABELS } from '@/lib/admissions/rules/disposition';
import type { AdmissionDetail } from '@/lib/admissions/queries/admission';
import type { DischargeMedicine } from '@/lib/admissions/queries/discharge-medicines';
import type { BedStay } from '@/lib/admissions/queries/stays';
import { capitalise, formatDate } from '@/lib/format';
import { frequencyOf, wordsWithAbbreviation } from '@/lib/medicines/rules/frequencies';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';
import { routeInWords } from '@/lib/medicines/rules/routes';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { doseText, durationText } from '@/lib/prescriptions/rules/text';
import { ageText } from './prescription-document';

// What the discharge summary prints, every value a display string: the PDF only lays it out. The order of the
// fields is the printed order. The admission page's Discharge dialog lists the medicines with medicineLine too, so
// that the screen and the paper say the same.

export interface DischargeSummaryMedicine {
  /** "Amoxicillin 500 mg tablet". */
  name: string;
  /** "500 mg", "1 tablet". */
  dose: string;
  /** "Oral (PO)"; '' when not given. */
  route: string;
  /** "Three times daily (TDS)". */
  frequency: string;
  /** "7 days", "2 weeks". */
  duration: string;
  /** "After meal"; then the comment. */
  notes: string;
}

export interface DischargeSummaryStay {
  ward: string;
  bed: string;
  /** "26 Nov 2026, 09:00". */
  from: string;
  /** '' for the stay that ended at discharge with no later move (it ends at `to` anyway). */
  to: string;
  /** Why the patient moved there; '' for the bed admitted to. */
  reason: string;
}

export interface DischargeSummaryDocument {
  clinicName: string;
  /** "discharge-summary-12.pdf". */
  fileName: string;
  patient: { name: string; number: string; age: string; sex: string };
  admittedAt: string;
  dischargedAt: string;
  /** "Dr. Ada Obi". */
  admittingDoctor: string;
  reason: string;
  stays: DischargeSummaryStay[];
  /** "Home", "Died". */
  disposition: string;
  diagnoses: string;
  course: string;
  /** '' when none. */
  procedures: string;
  medicines: DischargeSummaryMedicine[];
  /** "19 Oct 2026" (and "a visit is booked" when one was); null when none was set. */
  followUp: string | null;
  /** The discharging doctor, who signs. */
  dischargedBy: string;
}

/** One medicine as the Discharge dialog lists it: "Amoxicillin 500 mg tablet: 500 mg, Oral (PO), Three times daily (TDS), 7 days". */
export function medicineLine(medicine: DischargeMedicine): string {
  const summary = toSummaryMedicine(medicine);
  return `${summary.name}: ${[summary.dose, summary.route, summary.frequency, summary.duration].filter(Boolean).join(', ')}`;
}

function toSummaryMedicine(medicine: DischargeMedicine): DischargeSummaryMedicine {
  const frequency = frequencyOf(medicine.interval);
  return {
    name: medicine.medicineId === null ? `${medicineLabel(medicine)} (not in the formulary)` : medicineLabel(medicine),
    dose: doseText(medicine.doseAmount, medicine.doseUnit, medicine.dosage),
    route: routeInWords(medicine.route),
    frequency: frequency ? wordsWithAbbreviation(frequency) : capitalise(medicine.interval),
    duration: durationText(medicine.durationDays, medicine.durationUnit),
    notes: [capitalise(medicine.time), medicine.comment].filter(Boolean).join('; '),
  };
}

export const dischargeSummaryFileName = (admissionId: number) => `discharge-summary-${admissionId}.pdf`;

/** What a discharged admission's summary prints, for the clinic `clinicName`; undefined while the patient is in. */
export function toDischargeSummaryDocument(
  { admission, stays, medicines }: { admission: AdmissionDetail; stays: readonly BedStay[]; medicines: readonly DischargeMedicine[] },
  { clinicName }: { clinicName: string },
): DischargeSummaryDocument | undefined {
  const { discharge, patient } = admission;
  if (!discharge) return undefined;
  const followUp = discharge.followUpDate ? `${formatDate(discharge.followUpDate)}${discharge.followUpAppointmentId ? ' (a visit is booked)' : ''}` : null;
  return {
    clinicName,
    fileName: dischargeSummaryFileName(admission.id),
    patient: {
      name: patient.fullName,
      number: formatPatientNumber(patient.patientNumber),
      // Their age on the day they left.
      age: ageText(patient.dateOfBirth, patient.dateOfBirthEstimated, isoDateInZone(new Date(discharge.dischargedAt))),
      sex: capitalise(patient.gender),
    },
    admittedAt: formatInstant(admission.admittedAt),
    dischargedAt: formatInstant(discharge.dischargedAt),
    admittingDoctor: admission.admittingDoctorName,
    reason: admission.reason,
    stays: stays.map((stay) => ({ ward: stay.wardName, bed: stay.bedLabel, from: formatInstant(stay.fromAt), to: stay.toAt ? formatInstant(stay.toAt) : '', reason: stay.reason ?? '' })),
    disposition: DISPOSITION_LABELS[discharge.disposition],
    diagnoses: discharge.diagnoses,
    course: discharge.course,
    procedures: discharge.procedures,
    medicines: medicines.map(toSummaryMedicine),
    followUp,
    dischargedBy: discharge.dischargedBy ?? 'A removed account',
  };
}

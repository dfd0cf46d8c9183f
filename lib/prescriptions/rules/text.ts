import { doseLabel } from '@/lib/medicines/rules/dose-units';
import { PRESCRIPTION_STATE_LABELS } from './state';

// How a prescription's facts read, the same on the screen, its print layout and its PDF.

/** "Only one day" (the brief's words for 1), "3 days" for the others. */
export const durationLabel = (days: number) => (days === 1 ? 'Only one day' : `${days} days`);

/** A duration as it was entered: "3 weeks", "1 week", or in days ("Only one day", "10 days"). */
export const durationText = (days: number, unit: string) => (unit === 'weeks' ? `${days / 7} ${days === 7 ? 'week' : 'weeks'}` : durationLabel(days));

/**
 * The Status switch's word, the flag of the list's Status switch and of the form's 'High Blood Pressure'
 * switch (the brief's name for the form's label): never a finding about the patient. Only a standing prescription
 * has a switch to show; anywhere a prescription's state is shown, prescriptionStateLabel says it (voided first).
 */
export const prescriptionStatusLabel = (status: boolean) => PRESCRIPTION_STATE_LABELS[status ? 'active' : 'inactive'];

/** "500 mg", "1 tablet"; a dose written in words before doses had an amount and a unit stays as written. */
export const doseText = (amount: number | null, unit: string | null, dosage: string) => (amount !== null && unit ? doseLabel(amount, unit) : dosage);

import type { VoidedMark } from '@/lib/reports/rules/voided-mark';

// A prescription's state, said one way on every screen and printout: its details page and their print layout,
// its PDF, the prescriptions list, the visit it was written at and the patient's chart. A voided prescription
// keeps its Status switch as it was; "Active" under a "do not dispense" mark is what must never be read, so
// voided wins over the switch.

export type PrescriptionState = 'voided' | 'active' | 'inactive';

/** The two stored facts the state comes from: the void (null while it stands) and the Status switch. */
export interface PrescriptionStateFacts {
  status: boolean;
  voided: VoidedMark | null;
}

export function prescriptionState({ status, voided }: PrescriptionStateFacts): PrescriptionState {
  if (voided) return 'voided';
  return status ? 'active' : 'inactive';
}

export const PRESCRIPTION_STATE_LABELS: Readonly<Record<PrescriptionState, string>> = { voided: 'Voided', active: 'Active', inactive: 'Inactive' };

/** "Voided", "Active" or "Inactive". */
export const prescriptionStateLabel = (facts: PrescriptionStateFacts): string => PRESCRIPTION_STATE_LABELS[prescriptionState(facts)];

/** What a voided prescription says first, on its page, its print and every page of its PDF. */
export const VOIDED_PRESCRIPTION_MARK = 'VOIDED – do not dispense';

/** How a voided clinical record says so wherever it still shows (the patient's chart, the voided records' list). */
export interface VoidedMark {
  /** ISO instant. */
  voidedAt: string;
  /** The account's name; null when that account is gone. */
  voidedBy: string | null;
  reason: string;
}

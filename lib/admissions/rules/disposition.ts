/** Where a patient went when the admission ended. */
export const DISCHARGE_DISPOSITIONS = ['home', 'referred', 'against-medical-advice', 'died'] as const;
export type DischargeDisposition = (typeof DISCHARGE_DISPOSITIONS)[number];

export const DISPOSITION_LABELS: Record<DischargeDisposition, string> = {
  home: 'Home',
  referred: 'Referred',
  'against-medical-advice': 'Against medical advice',
  died: 'Died',
};

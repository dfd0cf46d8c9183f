// The words a ward and a bed are kept in: plain arrays (the database's enumerated types are made of them, and the
// browser's forms and badges import them without the ORM).

export const WARD_KINDS = ['medical', 'surgical', 'maternity', 'paediatric', 'icu', 'other'] as const;
export type WardKind = (typeof WARD_KINDS)[number];

/** Whom a ward takes: men, women, or anyone. */
export const WARD_SEXES = ['male', 'female', 'mixed'] as const;
export type WardSex = (typeof WARD_SEXES)[number];

export const BED_KINDS = ['standard', 'side-room', 'intensive-care', 'cot'] as const;
export type BedKind = (typeof BED_KINDS)[number];

/**
 * A bed's own state, set by people: ready for a patient, being cleaned after one left (until someone presses
 * "Mark ready"), or out of service with a reason. Whether a patient lies in it is not kept here: it is the bed's
 * open stay (bed_stays), so the two can never disagree.
 */
export const BED_STATES = ['ready', 'cleaning', 'out-of-service'] as const;
export type BedState = (typeof BED_STATES)[number];

export const WARD_KIND_LABELS: Record<WardKind, string> = {
  medical: 'Medical',
  surgical: 'Surgical',
  maternity: 'Maternity',
  paediatric: 'Paediatric',
  icu: 'ICU',
  other: 'Other',
};

export const WARD_SEX_LABELS: Record<WardSex, string> = { male: 'Male', female: 'Female', mixed: 'Mixed' };

export const BED_KIND_LABELS: Record<BedKind, string> = {
  standard: 'Standard',
  'side-room': 'Side room',
  'intensive-care': 'Intensive care',
  cot: 'Cot',
};

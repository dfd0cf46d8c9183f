// What the admission's rules say when they refuse, in the words a doctor reads in the dialog.

export const BED_TAKEN = 'That bed has just been taken. Choose one of the free beds.';
export const BED_NOT_FREE = 'That bed is not free. Choose one of the free beds.';
export const ALREADY_ADMITTED = 'This patient is already admitted.';
export const NOT_ADMITTED = 'This admission has ended.';
export const ADMISSION_GONE = 'This admission no longer exists.';
export const SAME_BED = 'The patient is already in that bed.';
export const NOTE_GONE = 'This note no longer exists.';
export const NOTE_NOT_YOURS = 'Only the note’s author can edit it.';
export const NOTE_EDIT_CLOSED = 'A note can be edited for 24 hours. Void it with a reason instead.';
export const NOTE_VOIDED = 'This note is voided.';

/** A ward that takes one sex, refusing a patient of the other. */
export const wardRefusesSex = (ward: string, takes: 'male' | 'female') => `${ward} takes ${takes === 'male' ? 'men' : 'women'} only.`;
/** A maternity ward, refusing a man. */
export const maternityRefuses = (ward: string) => `${ward} is a maternity ward and takes women only.`;

// What the wards' and beds' rules say when they refuse, in the words an administrator or a doctor reads.

export const WARD_GONE = 'This ward no longer exists.';
export const BED_GONE = 'This bed no longer exists.';
export const BED_RETIRED = 'This bed is retired.';
export const BED_OCCUPIED_RETIRE = 'A patient is in this bed: transfer or discharge them before retiring it.';
export const BED_OCCUPIED_OUT_OF_SERVICE = 'A patient is in this bed: transfer or discharge them before taking it out of service.';
export const BED_ALREADY_OUT_OF_SERVICE = 'This bed is already out of service.';
export const BED_NOT_OUT_OF_SERVICE = 'This bed is in service already.';
export const BED_ALREADY_READY = 'This bed is ready already.';
export const BED_OUT_OF_SERVICE_NOT_CLEANING = 'This bed is out of service, not being cleaned: put it back in service instead.';

/** Another ward has the name, in any letter case (the unique index wards_name_key). */
export const wardNameTaken = (name: string) => `A ward named ${name} already exists.`;

/** Another bed of the ward has the label, in any letter case (the unique index beds_ward_label_key). */
export const bedLabelTaken = (label: string) => `This ward already has a bed labelled ${label}.`;

/** A change of the ward's kind or sex that a patient in it would not fit. */
export const wardChangeRefused = (name: string, patients: number) =>
  `${name} would no longer take ${patients === 1 ? 'a patient' : `${patients} patients`} in its beds: transfer them first.`;

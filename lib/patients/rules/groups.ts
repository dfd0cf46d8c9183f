// Plain constants, without zod: the patient list's filter ships them to the browser
// (lib/hospital-api/schema.ts re-exports them for the API's schemas).

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/**
 * Patients by their visits, as the dashboard counts them: active = an appointment completed in the last 12
 * months; pending = an appointment still to be seen (lib/patients/queries/activity.ts).
 */
export const PATIENT_ACTIVITIES = ['active', 'pending'] as const;
export type PatientActivity = (typeof PATIENT_ACTIVITIES)[number];

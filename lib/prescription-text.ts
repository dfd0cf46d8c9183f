// How a prescription's facts read, the same on the screen, its print layout and its PDF.

/** "Only one day" (SPEC.md's words for 1), "3 days" for the others. */
export const durationLabel = (days: number) => (days === 1 ? 'Only one day' : `${days} days`);

/** A duration as it was entered: "3 weeks", "1 week", or in days ("Only one day", "10 days"). */
export const durationText = (days: number, unit: string) => (unit === 'weeks' ? `${days / 7} ${days === 7 ? 'week' : 'weeks'}` : durationLabel(days));

/**
 * The prescription's status, the flag of the list's Status switch and of the form's 'High Blood Pressure'
 * switch (SPEC.md names the form's label so). It is the prescription's state, never a finding about the patient.
 */
export const prescriptionStatusLabel = (status: boolean) => (status ? 'Active' : 'Inactive');

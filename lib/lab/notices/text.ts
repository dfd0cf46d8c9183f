// What the critical notice says: the patient's number and the order's, never a name, a test or a value, since a
// phone's lock screen or a shared inbox shows it to others. The doctor reads the result in the app, signed in.

export interface CriticalNoticeFacts {
  clinicName: string;
  /** "P-000123". */
  patientNumber: string;
  /** "LAB-000045". */
  orderNumber: string;
  /** Where the doctor reads it: the patient's chart, Results (behind the sign-in). */
  resultsUrl: string;
  /** "Dr. Ada Obi", for the mail's greeting. */
  doctorName: string;
}

/** One SMS: "Critical lab result for P-000123 (LAB-000045): open the app to review. Garden City Hospital" */
export function criticalNoticeSms(facts: CriticalNoticeFacts): string {
  return `Critical lab result for ${facts.patientNumber} (${facts.orderNumber}): open the app to review. ${facts.clinicName}`;
}

export function criticalNoticeEmail(facts: CriticalNoticeFacts): { subject: string; text: string } {
  return {
    subject: `Critical lab result for ${facts.patientNumber} (${facts.orderNumber})`,
    text: [
      `Dear ${facts.doctorName},`,
      '',
      `A critical result of ${facts.orderNumber}, which you ordered for ${facts.patientNumber}, has been released.`,
      '',
      `Open the app to review it: ${facts.resultsUrl}`,
      '',
      `${facts.clinicName} laboratory`,
    ].join('\n'),
  };
}

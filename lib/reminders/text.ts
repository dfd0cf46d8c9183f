// What a reminder says. Only the clinic, the doctor, the date and the 24-hour time: never the visit's type,
// a diagnosis or anything else clinical, since a phone's lock screen or a shared inbox shows it to others.

export interface ReminderFacts {
  clinicName: string;
  /** Where the patient calls to change the visit (SITE_PHONE). */
  clinicPhone: string;
  /** "Dr. Ada Obi". */
  doctorName: string;
  /** The patient's first name, for the mail's greeting. */
  firstName: string;
  /** YYYY-MM-DD and HH:MM[:SS], the clinic's wall clock. */
  date: string;
  time: string;
}

const shortDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const onDate = (formatter: Intl.DateTimeFormat, date: string) => formatter.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/** One SMS (about 150 characters with a short clinic name): "HMS: reminder of your appointment with Dr. Ada Obi on Wed 25 Nov 2026 at 15:00. …" */
export function reminderSmsText(facts: ReminderFacts): string {
  return (
    `${facts.clinicName}: reminder of your appointment with ${facts.doctorName} on ${onDate(shortDate, facts.date)} ` +
    `at ${facts.time.slice(0, 5)}. To change it, call ${facts.clinicPhone}.`
  );
}

export function reminderEmail(facts: ReminderFacts): { subject: string; text: string } {
  const when = `${onDate(longDate, facts.date)} at ${facts.time.slice(0, 5)}`;
  return {
    subject: `Appointment reminder: ${when}`,
    text: [
      `Dear ${facts.firstName},`,
      '',
      `This is a reminder of your appointment with ${facts.doctorName} at ${facts.clinicName} on ${when}.`,
      '',
      `If you cannot come, please call ${facts.clinicPhone} to change it.`,
      '',
      facts.clinicName,
    ].join('\n'),
  };
}

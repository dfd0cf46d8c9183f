import { reminderEmail, reminderSmsText } from './text';

const facts = {
  clinicName: 'Hospital Management System',
  clinicPhone: '+234 803 123 4567',
  doctorName: 'Dr. Ada Obi',
  firstName: 'Ngozi',
  date: '2026-11-25',
  time: '15:00:00',
};

describe('reminder texts', () => {
  it('name the clinic, the doctor, the date and the 24-hour time, in one SMS', () => {
    const text = reminderSmsText(facts);
    expect(text).toBe(
      'Hospital Management System: reminder of your appointment with Dr. Ada Obi on Wed 25 Nov 2026 at 15:00. To change it, call +234 803 123 4567.',
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it('make a mail with the date in words', () => {
    const mail = reminderEmail(facts);
    expect(mail.subject).toBe('Appointment reminder: Wednesday 25 November 2026 at 15:00');
    expect(mail.text).toContain('Dear Ngozi,');
    expect(mail.text).toContain('with Dr. Ada Obi at Hospital Management System on Wednesday 25 November 2026 at 15:00.');
  });
});

import type { doctors } from '@/lib/db/schema';
import { doctorName } from '@/lib/staff/rules/doctor-name';

/** The demo account seeded into an empty embedded database. It exists only there. */
export const DEMO_DOCTOR_EMAIL = 'doctor@example.com';
export const DEMO_DOCTOR_PASSWORD = 'demo-doctor-2024';

export const DEMO_DOCTOR = {
  email: DEMO_DOCTOR_EMAIL,
  firstName: 'Adaeze',
  lastName: 'Nwankwo',
  phone: '+234 803 555 0142',
  specialty: 'Internal Medicine',
  bio: 'Consultant physician caring for adults with hypertension, diabetes and infectious diseases, with a special interest in preventive care.',
  qualifications: 'MBBS (Port Harcourt), FWACP (Internal Medicine)',
  licenseNumber: 'MDCN/R/45821',
  yearsOfExperience: 12,
  hospitalName: 'Garden City Specialist Hospital',
  hospitalAddress: '27 Aba Road, Port Harcourt, Rivers State',
  position: 'Consultant Physician',
  practiceStartYear: 2014,
  avatarPath: '/avatars/doctor-adaeze-nwankwo.svg',
} as const satisfies Omit<typeof doctors.$inferInsert, 'passwordHash'>;

export const DEMO_DOCTOR_DISPLAY_NAME = doctorName(DEMO_DOCTOR);

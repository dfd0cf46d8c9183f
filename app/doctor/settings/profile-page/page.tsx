import type { Metadata } from 'next';
import { CalendarPlus, CalendarClock, KeyRound, Pill, Stethoscope, UserPen } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Photo } from '@/components/ui/photo';
import { LinkButton } from '@/components/ui/link-button';
import { requireStaff } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { doctorIdentity } from '@/lib/staff/queries/doctors';
import { initials } from '@/lib/initials';
import { formatPhone } from '@/lib/patients/rules/phone';
import { ProfileSection } from './_components/profile-section';

export const metadata: Metadata = { title: 'Doctor Profile' };

/** The appointments screen opens its `Add new Appointment` form when `add=1` is in the address. */
const MAKE_APPOINTMENT_HREF = '/doctor/appointments?add=1';

export default async function ProfilePage() {
  const { doctor } = await requireStaff();
  const identity = doctorIdentity(doctor);
  return (
    <div className="max-w-4xl space-y-6">
      <PageTitle>Doctor Profile</PageTitle>
      <section aria-label="Summary" className="flex flex-wrap items-center gap-4 rounded-lg border p-6">
        <Photo src={identity.avatarUrl} fallback={initials(identity.name)} className="size-20 text-xl" />
        <div className="min-w-0 flex-1">
          <p className="text-xl font-semibold">{identity.name}</p>
          <p className="text-sm text-muted-foreground">{[doctor.position, doctor.specialty].filter(Boolean).join(' · ')}</p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{doctor.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton href="/doctor/settings/edit-profile" icon={UserPen} variant="outline">
              Edit Profile
            </LinkButton>
          <LinkButton href="/doctor/settings/change-password" icon={KeyRound} variant="outline">
              Change Password
            </LinkButton>
        </div>
      </section>

      <ProfileSection
        title="Profile"
        items={[
          ['First name', doctor.firstName],
          ['Last name', doctor.lastName],
          ['Email', doctor.email],
          ['Phone', formatPhone(doctor.phone)],
          ['Specialty', doctor.specialty],
          ['Qualifications', doctor.qualifications],
          ['Licence number', doctor.licenseNumber],
          ['About', doctor.bio],
        ]}
      />
      <ProfileSection
        title="Practice experience"
        items={[
          ['Hospital', doctor.hospitalName],
          ['Address', doctor.hospitalAddress],
          ['Position', doctor.position],
          ['Practising since', doctor.practiceStartYear ?? ''],
          ['Years of experience', doctor.yearsOfExperience > 0 ? String(doctor.yearsOfExperience) : ''],
        ]}
      />
      {mayOpenRecords(doctor) && (
      <ProfileSection title="Medical actions">
        <div className="flex flex-wrap gap-2">
          <LinkButton href={MAKE_APPOINTMENT_HREF} icon={CalendarPlus}>
              Make Appointments
            </LinkButton>
          <LinkButton href="/doctor/prescription/create-prescription" icon={Pill} variant="outline">
              New Prescription
            </LinkButton>
          <LinkButton href="/doctor/new-diagnosis" icon={Stethoscope} variant="outline">
              New Patient Diagnosis Test
            </LinkButton>
          <LinkButton href="/doctor/schedule" icon={CalendarClock} variant="outline">
              Edit Schedule
            </LinkButton>
        </div>
      </ProfileSection>
      )}
    </div>
  );
}

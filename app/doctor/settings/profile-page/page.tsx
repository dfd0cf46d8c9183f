import type { Metadata } from 'next';
import Link from 'next/link';
import { CalendarPlus, CalendarClock, KeyRound, Pill, Stethoscope, UserPen } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { doctorIdentity } from '@/lib/data/doctors';
import { initials } from '@/lib/initials';
import { ProfileSection } from './_components/profile-section';

export const metadata: Metadata = { title: 'Doctor Profile' };

/** The appointments screen opens its `Add new Appointment` form when `add=1` is in the address. */
const MAKE_APPOINTMENT_HREF = '/doctor/appointments?add=1';

export default async function ProfilePage() {
  const { doctor } = await requireDoctor();
  const identity = doctorIdentity(doctor);
  return (
    <div className="max-w-4xl space-y-6">
      <PageTitle>Doctor Profile</PageTitle>
      <section aria-label="Summary" className="flex flex-wrap items-center gap-4 rounded-lg border p-6">
        <Avatar className="size-20">
          <AvatarImage src={identity.avatarUrl} alt="" />
          <AvatarFallback className="text-xl">{initials(identity.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="text-xl font-semibold">{identity.name}</p>
          <p className="text-sm text-muted-foreground">{[doctor.position, doctor.specialty].filter(Boolean).join(' · ')}</p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{doctor.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/doctor/settings/edit-profile">
              <UserPen aria-hidden="true" />
              Edit Profile
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/doctor/settings/change-password">
              <KeyRound aria-hidden="true" />
              Change Password
            </Link>
          </Button>
        </div>
      </section>

      <ProfileSection
        title="Profile"
        items={[
          ['First name', doctor.firstName],
          ['Last name', doctor.lastName],
          ['Email', doctor.email],
          ['Phone', doctor.phone],
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
      <ProfileSection title="Medical actions">
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={MAKE_APPOINTMENT_HREF}>
              <CalendarPlus aria-hidden="true" />
              Make Appointments
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/doctor/prescription/create-prescription">
              <Pill aria-hidden="true" />
              New Prescription
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/doctor/new-diagnosis">
              <Stethoscope aria-hidden="true" />
              New Patient Diagnosis Test
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/doctor/schedule">
              <CalendarClock aria-hidden="true" />
              Edit Schedule
            </Link>
          </Button>
        </div>
      </ProfileSection>
    </div>
  );
}

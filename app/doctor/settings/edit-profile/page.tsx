import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireStaff } from '@/lib/auth/current-doctor';
import { doctorIdentity } from '@/lib/staff/queries/doctors';
import { EditProfileForm } from './_components/edit-profile-form';

export const metadata: Metadata = { title: 'Edit Profile' };

export default async function EditProfilePage() {
  const { doctor } = await requireStaff();
  const { firstName, lastName, email, phone } = doctor;
  return (
    <div className="space-y-6">
      <PageTitle>Edit Profile</PageTitle>
      <EditProfileForm initial={{ firstName, lastName, email, phone }} identity={doctorIdentity(doctor)} />
    </div>
  );
}

import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Edit Profile' };

export default function Page() {
  return <PageTitle>Edit Profile</PageTitle>;
}

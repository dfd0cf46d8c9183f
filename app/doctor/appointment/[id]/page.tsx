import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Doctor Profile' };

export default function Page() {
  return <PageTitle>Doctor Profile</PageTitle>;
}

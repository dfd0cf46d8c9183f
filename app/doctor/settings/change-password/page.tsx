import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Change Password' };

export default function Page() {
  return <PageTitle>Change Password</PageTitle>;
}

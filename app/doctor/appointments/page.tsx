import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Appointments' };

export default function Page() {
  return <PageTitle>Appointments</PageTitle>;
}

import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Patients' };

export default function Page() {
  return <PageTitle>Patients</PageTitle>;
}

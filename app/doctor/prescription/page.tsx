import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Prescriptions' };

export default function Page() {
  return <PageTitle>Prescriptions</PageTitle>;
}

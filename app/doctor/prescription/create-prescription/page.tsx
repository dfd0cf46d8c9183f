import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'New Prescription' };

export default function Page() {
  return <PageTitle>New Prescription</PageTitle>;
}

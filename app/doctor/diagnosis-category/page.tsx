import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Diagnosis Category' };

export default function Page() {
  return <PageTitle>Diagnosis Category</PageTitle>;
}

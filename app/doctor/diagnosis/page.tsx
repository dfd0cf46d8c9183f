import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Diagnosis Test' };

export default function Page() {
  return <PageTitle>Diagnosis Test</PageTitle>;
}

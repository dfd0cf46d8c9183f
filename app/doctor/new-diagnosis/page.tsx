import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'New Patient Diagnosis Test' };

export default function Page() {
  return <PageTitle>New Patient Diagnosis Test</PageTitle>;
}

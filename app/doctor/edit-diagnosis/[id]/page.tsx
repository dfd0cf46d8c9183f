import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Edit Patient Diagnosis Test' };

export default function Page() {
  return <PageTitle>Edit Patient Diagnosis Test</PageTitle>;
}

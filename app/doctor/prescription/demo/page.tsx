import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Prescription Details' };

export default function Page() {
  return <PageTitle>Prescription Details</PageTitle>;
}

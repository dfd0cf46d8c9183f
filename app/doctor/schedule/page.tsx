import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Edit Schedule' };

export default function Page() {
  return <PageTitle>Edit Schedule</PageTitle>;
}

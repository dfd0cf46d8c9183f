import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Reports' };

export default function Page() {
  return <PageTitle>Reports</PageTitle>;
}

import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Dashboard' };

export default function Page() {
  return <PageTitle>Dashboard</PageTitle>;
}

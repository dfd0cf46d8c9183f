import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Settings' };

export default function Page() {
  return <PageTitle>Settings</PageTitle>;
}

import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Transactions' };

export default function Page() {
  return <PageTitle>Transactions</PageTitle>;
}

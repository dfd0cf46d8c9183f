import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';

export const metadata: Metadata = { title: 'Transactions' };

export default async function Page() {
  await requireDoctor();
  return <PageTitle>Transactions</PageTitle>;
}

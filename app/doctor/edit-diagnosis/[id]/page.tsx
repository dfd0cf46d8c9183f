import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';

export const metadata: Metadata = { title: 'Edit Patient Diagnosis Test' };

export default async function Page() {
  await requireDoctor();
  return <PageTitle>Edit Patient Diagnosis Test</PageTitle>;
}

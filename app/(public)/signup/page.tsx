import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Signup' };

export default function Page() {
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <PageTitle>Signup</PageTitle>
    </div>
  );
}

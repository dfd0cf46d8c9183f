import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';

export const metadata: Metadata = { title: 'Forgot Password' };

export default function Page() {
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <PageTitle>Forgot Password</PageTitle>
    </div>
  );
}

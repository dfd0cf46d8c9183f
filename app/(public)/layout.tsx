import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { getEnv } from '@/lib/env';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="min-h-[80vh]">{children}</main>
      <SiteFooter phone={getEnv().SITE_PHONE} />
    </>
  );
}

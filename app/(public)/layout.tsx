import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { getEnv } from '@/lib/env';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  // The phone comes from the environment of the running server, not of the build.
  await connection();
  return (
    <>
      <SiteHeader />
      <main className="min-h-[80vh]">{children}</main>
      <SiteFooter phone={getEnv().SITE_PHONE} />
    </>
  );
}

import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/landing/site-footer';
import { SiteHeader } from '@/components/landing/site-header';
import { getEnv } from '@/lib/env';

export default function PublicLayout({ children }: { children: ReactNode }) {
  const { SITE_PHONE, SIGNUP_MODE } = getEnv();
  const signupOpen = SIGNUP_MODE !== 'closed';
  return (
    <>
      <SiteHeader signupOpen={signupOpen} />
      <main className="min-h-[80vh]">{children}</main>
      <SiteFooter phone={SITE_PHONE} signupOpen={signupOpen} />
    </>
  );
}

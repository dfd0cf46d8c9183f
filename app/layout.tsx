import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { clinicTimeZone } from '@/lib/clinic-time';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'HMS · Hospital Management System', template: '%s · HMS' },
  description: 'Digital hospital management in one place.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the Content-Security-Policy nonce (proxy.ts) is new each time, and
  // Next.js can only put it on its scripts when it renders the page.
  await connection();
  // The browser's half of the clinic's clock reads its zone here (lib/clinic-time/zone.ts): the server's
  // configuration, given with each page rather than built into the scripts.
  return (
    <html lang="en" data-clinic-time-zone={clinicTimeZone()}>
      <body>
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}

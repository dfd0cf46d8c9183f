'use client';

import { usePathname } from 'next/navigation';
import { RouteError } from '@/components/forms/route-error';
import { errorTitle } from './_components/error-title';

/**
 * The one error boundary of the doctor area. It sits inside app/doctor/layout.tsx, so a screen that throws
 * (a database failure on patients, appointments, the dashboard...) keeps the sidebar and the top bar and
 * shows what went wrong with a "Try again" in the content area.
 */
export default function DoctorError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title={errorTitle(usePathname())} />;
}

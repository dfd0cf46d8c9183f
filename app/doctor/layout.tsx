import Link from 'next/link';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { DoctorShell } from '@/components/layout/doctor-shell';
import { SIDEBAR_COOKIE, parseSidebarCollapsed } from '@/components/layout/sidebar-state';

// Sample identity until sign-in lands (issue 4).
const SAMPLE_DOCTOR = { name: 'Dr. Chinedu Okeke', email: 'doctor@example.com', avatarUrl: '/avatars/doctor.svg' };

export default async function DoctorLayout({ children }: { children: ReactNode }) {
  const cookieStore = await cookies();
  return (
    <DoctorShell
      doctor={SAMPLE_DOCTOR}
      initialCollapsed={parseSidebarCollapsed(cookieStore.get(SIDEBAR_COOKIE)?.value)}
      logout={
        <Link href="/doctor/settings" className="flex h-9 flex-1 items-center">
          Logout
        </Link>
      }
    >
      {children}
    </DoctorShell>
  );
}

import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { DoctorShell } from '@/components/layout/doctor-shell';
import { LogoutButton } from '@/components/layout/logout-button';
import { SIDEBAR_COOKIE, parseSidebarCollapsed } from '@/components/layout/sidebar-state';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { isAdministrator } from '@/lib/auth/roles';
import { doctorIdentity } from '@/lib/data/doctors';
import { getNotifications } from '@/lib/data/notifications';
import { getDb } from '@/lib/db/client';

export default async function DoctorLayout({ children }: { children: ReactNode }) {
  const { doctor } = await requireDoctor();
  const [cookieStore, notifications] = await Promise.all([cookies(), getNotifications(await getDb(), doctor)]);
  return (
    <DoctorShell
      doctor={doctorIdentity(doctor)}
      initialCollapsed={parseSidebarCollapsed(cookieStore.get(SIDEBAR_COOKIE)?.value)}
      logout={<LogoutButton />}
      notifications={notifications}
      administrator={isAdministrator(doctor)}
    >
      {children}
    </DoctorShell>
  );
}

import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
import { DoctorShell } from '@/components/layout/doctor-shell';
import { LogoutButton } from '@/components/layout/logout-button';
import { SIDEBAR_COOKIE, parseSidebarCollapsed } from '@/components/layout/sidebar-state';
import { mustEnrolTwoFactor, requireAccount } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { doctorIdentity } from '@/lib/staff/queries/doctors';
import { getNotifications, type Notifications } from '@/lib/dashboard/queries/notifications';
import { getDb } from '@/lib/db/client';
import { guessNarrowScreen } from '@/lib/lists/narrow-screen-guess';

/** An account that must enrol a second factor first sees no patient's name in the bell meanwhile. */
const NO_NOTIFICATIONS: Notifications = { appointments: { items: [], total: 0 }, accounts: null };

/**
 * The layout accepts an account that must enrol a second factor (requireAccount), so that the Security page
 * can open; every other doctor page calls requireDoctor itself, which sends such an account there.
 */
export default async function DoctorLayout({ children }: { children: ReactNode }) {
  const { doctor } = await requireAccount();
  // Nor does a lab scientist, who sees no patient's record at all.
  const noPatients = (await mustEnrolTwoFactor()) || !mayOpenRecords(doctor);
  const [cookieStore, requestHeaders, notifications] = await Promise.all([cookies(), headers(), noPatients ? NO_NOTIFICATIONS : getNotifications(await getDb(), doctor)]);
  return (
    <DoctorShell
      doctor={doctorIdentity(doctor)}
      initialCollapsed={parseSidebarCollapsed(cookieStore.get(SIDEBAR_COOKIE)?.value)}
      logout={<LogoutButton />}
      notifications={notifications}
      role={doctor.role}
      narrowScreenGuess={guessNarrowScreen(requestHeaders)}
    >
      {children}
    </DoctorShell>
  );
}

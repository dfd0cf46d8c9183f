'use client';

import Link from '@/components/ui/link';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { CommandPalette } from '@/components/command-palette/command-palette';
import { Photo } from '@/components/ui/photo';
import type { Notifications } from '@/lib/dashboard/queries/notifications';
import type { DoctorRole } from '@/lib/db/schema/enums';
import { initials } from '@/lib/initials';
import type { DoctorIdentity } from './doctor-identity';
import { Logo } from './logo';
import { NotificationsBell } from './notifications-bell';
import { ProfilePopup } from './profile-popup';

const iconButton =
  'grid size-9 place-items-center rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

export function TopBar({
  doctor,
  logout,
  notifications,
  role,
  onOpenMenu,
}: {
  doctor: DoctorIdentity;
  logout: ReactNode;
  notifications: Notifications;
  /**
   * Administrators find their own screens (Staff) in the command palette too. A lab scientist has neither the
   * palette (it searches patients) nor the bell (it lists the day's patients).
   */
  role: DoctorRole;
  onOpenMenu: () => void;
}) {
  return (
    <header className="print-hidden sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
      <button type="button" onClick={onOpenMenu} aria-label="Open menu" className={`${iconButton} md:hidden`}>
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Link href="/doctor/dashboard" aria-label="HMS, home" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Logo />
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-2">
        {role !== 'lab-scientist' && (
          <>
            <CommandPalette administrator={role === 'administrator'} />
            <NotificationsBell initial={notifications} />
          </>
        )}
        {/* The photo opens the doctor's profile: the original app's relative link "settings/profile-page", resolved against the doctor area as its router did. */}
        <Link
          href="/doctor/settings/profile-page"
          aria-label="Profile page"
          className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Photo src={doctor.avatarUrl} fallback={initials(doctor.name)} className="size-9" />
        </Link>
        <ProfilePopup doctor={doctor} logout={logout} />
      </div>
    </header>
  );
}

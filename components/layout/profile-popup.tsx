'use client';

import Link from '@/components/ui/link';
import { ChevronDown, KeyRound, LogOut, ShieldCheck, UserPen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Photo } from '@/components/ui/photo';
import { PopoverOnDemand } from '@/components/ui/popover-on-demand';
import { PROFILE_POPUP_HEIGHT_PX, PROFILE_POPUP_WIDTH_PX } from '@/lib/constants';
import { initials } from '@/lib/initials';
import type { DoctorIdentity } from './doctor-identity';

/**
 * The doctor-name button toggles this 300 by 400 popup. Escape and a click outside close it (Radix Popover, whose
 * code comes when the button is first pointed at, focused or pressed).
 * `logout` is the Logout control; it is passed in so that the popup does not depend on how signing out works.
 */
export function ProfilePopup({ doctor, logout }: { doctor: DoctorIdentity; logout: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <PopoverOnDemand
      name="Profile"
      open={open}
      onOpenChange={setOpen}
      button={{
        className:
          'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
        children: (
          <>
            {doctor.name}
            <ChevronDown className="size-4" aria-hidden="true" />
          </>
        ),
      }}
      content={{
        align: 'end',
        'aria-label': 'Profile',
        style: { width: PROFILE_POPUP_WIDTH_PX, height: PROFILE_POPUP_HEIGHT_PX },
        className: 'flex flex-col items-center gap-3 p-6',
      }}
    >
      <Photo src={doctor.avatarUrl} fallback={initials(doctor.name)} className="size-24 text-2xl" />
      <p className="text-lg font-semibold">{doctor.name}</p>
      <p className="max-w-full text-center text-sm text-muted-foreground [overflow-wrap:anywhere]">{doctor.email}</p>
      <ul className="mt-auto flex w-full flex-col gap-1">
        <li>
          <PopupLink href="/doctor/settings/edit-profile" onClick={close} icon={<UserPen className="size-4" aria-hidden="true" />}>
            Edit Profile
          </PopupLink>
        </li>
        <li>
          <PopupLink href="/doctor/settings/change-password" onClick={close} icon={<KeyRound className="size-4" aria-hidden="true" />}>
            Change Password
          </PopupLink>
        </li>
        <li>
          <PopupLink href="/doctor/settings/security" onClick={close} icon={<ShieldCheck className="size-4" aria-hidden="true" />}>
            Security
          </PopupLink>
        </li>
        <li className="flex items-center gap-2 rounded-md px-3 text-sm hover:bg-accent">
          <LogOut className="size-4" aria-hidden="true" />
          {logout}
        </li>
      </ul>
    </PopoverOnDemand>
  );
}

function PopupLink({ href, onClick, icon, children }: { href: string; onClick: () => void; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className="flex h-9 items-center gap-2 rounded-md px-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
    >
      {icon}
      {children}
    </Link>
  );
}

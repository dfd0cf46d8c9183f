import {
  ArrowLeftRight,
  CalendarClock,
  CalendarDays,
  FileText,
  FileX,
  LayoutDashboard,
  Pill,
  ScrollText,
  Settings,
  Stethoscope,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { href: string; label: string; icon: LucideIcon };

/** The sidebar's nine links, labels and targets exactly as the brief lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/doctor/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/doctor/patients', label: 'Patients', icon: Users },
  { href: '/doctor/appointments', label: 'Appointments', icon: CalendarDays },
  { href: '/doctor/diagnosis', label: 'Diagnosis', icon: Stethoscope },
  { href: '/doctor/transactions', label: 'Transactions', icon: ArrowLeftRight },
  { href: '/doctor/reports', label: 'Reports', icon: FileText },
  { href: '/doctor/schedule', label: 'Schedules', icon: CalendarClock },
  { href: '/doctor/prescription', label: 'Prescription', icon: Pill },
  { href: '/doctor/settings', label: 'Settings', icon: Settings },
];

/**
 * The screens only administrators reach. They are not sidebar links (the sidebar keeps its nine, the same for everyone); the
 * command palette lists them for administrators (navItemsFor). A new administrators' screen belongs here.
 */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { href: '/doctor/settings/staff', label: 'Staff', icon: UsersRound },
  { href: '/doctor/settings/audit', label: 'Audit', icon: ScrollText },
  { href: '/doctor/settings/voided', label: 'Voided records', icon: FileX },
];

/** Every screen a doctor may jump to: the sidebar's nine, and for administrators their own screens too. */
export function navItemsFor(administrator: boolean): readonly NavItem[] {
  return administrator ? [...NAV_ITEMS, ...ADMIN_NAV_ITEMS] : NAV_ITEMS;
}

/**
 * A link is active on its own path and below it. `/doctor/Schedule` is a second address of `/doctor/schedule` (the
 * original app answered at both, so old links still open it), and the diagnosis screens live at sibling paths, so
 * both are matched here.
 */
export function isActive(href: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path === href || path.startsWith(`${href}/`)) return true;
  if (href === '/doctor/diagnosis') {
    return ['/doctor/new-diagnosis', '/doctor/edit-diagnosis/', '/doctor/diagnosis-category'].some((p) =>
      path.startsWith(p),
    );
  }
  if (href === '/doctor/appointments') return path.startsWith('/doctor/appointment/');
  return false;
}

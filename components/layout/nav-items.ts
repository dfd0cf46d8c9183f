import {
  ArrowLeftRight,
  BedDouble,
  BedSingle,
  CalendarClock,
  CalendarDays,
  FileText,
  FileX,
  FlaskConical,
  LayoutDashboard,
  Pill,
  ScrollText,
  Settings,
  Stethoscope,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

import type { DoctorRole } from '@/lib/db/schema/enums';

export type NavItem = { href: string; label: string; icon: LucideIcon };

/**
 * The sidebar's links: the original brief's nine, labels and targets exactly as it lists them, with the bed board
 * ("Wards") after Appointments, where a patient's day goes from a visit to a bed.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/doctor/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/doctor/patients', label: 'Patients', icon: Users },
  { href: '/doctor/appointments', label: 'Appointments', icon: CalendarDays },
  { href: '/doctor/wards', label: 'Wards', icon: BedDouble },
  { href: '/doctor/diagnosis', label: 'Diagnosis', icon: Stethoscope },
  { href: '/doctor/transactions', label: 'Transactions', icon: ArrowLeftRight },
  { href: '/doctor/reports', label: 'Reports', icon: FileText },
  { href: '/doctor/schedule', label: 'Schedules', icon: CalendarClock },
  { href: '/doctor/prescription', label: 'Prescription', icon: Pill },
  { href: '/doctor/settings', label: 'Settings', icon: Settings },
];

/** The laboratory's worklist: in the sidebar of lab staff and administrators, before Settings. */
export const LAB_NAV_ITEM: NavItem = { href: '/doctor/lab', label: 'Lab', icon: FlaskConical };

const SETTINGS_NAV_ITEM = NAV_ITEMS[NAV_ITEMS.length - 1];
const ADMINISTRATOR_SIDEBAR: readonly NavItem[] = [...NAV_ITEMS.slice(0, -1), LAB_NAV_ITEM, SETTINGS_NAV_ITEM];
/** A lab scientist sees no patient's record: only the Lab screen, and Settings for their profile and security. */
const LAB_SCIENTIST_SIDEBAR: readonly NavItem[] = [LAB_NAV_ITEM, SETTINGS_NAV_ITEM];

/** The sidebar's links for an account's role: the clinical ones for doctors, with Lab for the lab's staff. */
export function sidebarItemsFor(role: DoctorRole): readonly NavItem[] {
  if (role === 'administrator') return ADMINISTRATOR_SIDEBAR;
  return role === 'lab-scientist' ? LAB_SCIENTIST_SIDEBAR : NAV_ITEMS;
}

/**
 * The screens only administrators reach. They are not sidebar links (the sidebar keeps its clinical ones, the same for everyone); the
 * command palette lists them for administrators (navItemsFor). A new administrators' screen belongs here.
 */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { href: '/doctor/settings/staff', label: 'Staff', icon: UsersRound },
  { href: '/doctor/settings/audit', label: 'Audit', icon: ScrollText },
  { href: '/doctor/settings/voided', label: 'Voided records', icon: FileX },
  { href: '/doctor/settings/wards', label: 'Wards and beds', icon: BedSingle },
];

/** Every screen a doctor may jump to: the sidebar's links, and for administrators their own screens too. */
export function navItemsFor(administrator: boolean): readonly NavItem[] {
  return administrator ? [...ADMINISTRATOR_SIDEBAR, ...ADMIN_NAV_ITEMS] : NAV_ITEMS;
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

import { CalendarPlus, FlaskConical, FileText, UserPlus, type LucideIcon } from 'lucide-react';
import { navItemsFor, type NavItem } from '@/components/layout/nav-items';

/** Where a palette entry goes. Patient URLs are a contract with the pages that read them: change both together. */
export interface PaletteTarget {
  /** cmdk's value: unique in the palette. */
  value: string;
  label: string;
  href: string;
  icon: LucideIcon;
}

const matches = (label: string, query: string) => label.toLowerCase().includes(query.trim().toLowerCase());

/** The screens a doctor may open (the sidebar's list, and the administrators' own screens for them) that match. */
export function screenTargets(administrator: boolean, query: string): PaletteTarget[] {
  return navItemsFor(administrator)
    .filter((item: NavItem) => matches(item.label, query))
    .map(({ href, label, icon }) => ({ value: `screen:${href}`, label, href, icon }));
}

const GENERIC_ACTIONS: readonly PaletteTarget[] = [
  { value: 'action:new-patient', label: 'New patient', href: '/doctor/patients/new', icon: UserPlus },
  { value: 'action:book-appointment', label: 'Book an appointment', href: '/doctor/appointments?add=1', icon: CalendarPlus },
  { value: 'action:new-diagnosis', label: 'New diagnosis test', href: '/doctor/new-diagnosis', icon: FlaskConical },
  { value: 'action:new-prescription', label: 'New prescription', href: '/doctor/prescription/create-prescription', icon: FileText },
];

/** The actions that need no patient, that match. */
export function genericActionTargets(query: string): PaletteTarget[] {
  return GENERIC_ACTIONS.filter((action) => matches(action.label, query));
}

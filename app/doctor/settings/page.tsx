import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BedSingle, Cable, ChevronRight, FileX, FlaskConical, KeyRound, Pill, ScrollText, ShieldCheck, UserRound, UserPen, UsersRound } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { requireStaff } from '@/lib/auth/current-doctor';
import { isAdministrator, mayOpenRecords } from '@/lib/auth/roles';

export const metadata: Metadata = { title: 'Settings' };

const PAGES = [
  { href: '/doctor/settings/profile-page', title: 'Doctor Profile', text: 'Your profile, practice experience and medical actions.', Icon: UserRound },
  { href: '/doctor/settings/edit-profile', title: 'Edit Profile', text: 'Your name, email, phone and profile picture.', Icon: UserPen },
  { href: '/doctor/settings/change-password', title: 'Change Password', text: 'Choose a new password for signing in.', Icon: KeyRound },
  { href: '/doctor/settings/security', title: 'Security', text: 'Two-factor sign-in, and the devices signed in to your account.', Icon: ShieldCheck },
  // Every doctor reads the formulary; only administrators add to it (the screen shows them the button).
  { href: '/doctor/settings/medicines', title: 'Medicines', text: 'The formulary the prescription form searches; administrators add the clinic’s own.', Icon: Pill },
  // Doctors order from the catalogue and lab scientists run it: both read it; only administrators add and retire tests.
  { href: '/doctor/settings/lab-tests', title: 'Lab tests', text: 'The laboratory’s test catalogue: ranges, units and critical limits; administrators add and retire tests.', Icon: FlaskConical },
] as const;

/** A lab scientist's: their own account and the lab's catalogue, not the formulary (a doctor's prescribing tool). */
const STAFF_PAGES = PAGES.filter((page) => page.href !== '/doctor/settings/medicines');

/** Only administrators see them: to anyone else the Staff, Audit, Voided records, Connected systems and Wards and beds screens do not exist. */
const ADMINISTRATOR_PAGES = [
  { href: '/doctor/settings/staff', title: 'Staff', text: 'Every account, its role and state: approve, disable, enable.', Icon: UsersRound },
  { href: '/doctor/settings/audit', title: 'Audit', text: 'Who saw or changed patient data, every sign-in and staff change; export as CSV.', Icon: ScrollText },
  { href: '/doctor/settings/voided', title: 'Voided records', text: 'Every diagnosis test, prescription and report that was voided: by whom, when and why.', Icon: FileX },
  { href: '/doctor/settings/connected-systems', title: 'Connected systems', text: 'Hospital systems that use the FHIR API with their own keys: connect, disable, delete.', Icon: Cable },
  { href: '/doctor/settings/wards', title: 'Wards and beds', text: 'The clinic’s wards and their beds: add and change wards, add beds, take one out of service, retire one.', Icon: BedSingle },
] as const;

export default async function SettingsPage() {
  const { doctor } = await requireStaff();
  const pages = isAdministrator(doctor) ? [...PAGES, ...ADMINISTRATOR_PAGES] : mayOpenRecords(doctor) ? PAGES : STAFF_PAGES;
  return (
    <div className="space-y-6">
      <PageTitle>Settings</PageTitle>
      <nav aria-label="Settings">
        <ul className="grid max-w-3xl gap-3">
          {pages.map(({ href, title, text, Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-4 rounded-lg border p-4 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                <span className="flex-1">
                  <span className="block font-medium">{title}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

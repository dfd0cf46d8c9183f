import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/page-title';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { isTwoFactorRequired } from '@/lib/auth/two-factor';
import { listStaff } from '@/lib/staff/queries/staff';
import { listInvitations } from '@/lib/staff/queries/invitations';
import { getDb } from '@/lib/db/client';
import { DOCTOR_ROLES } from '@/lib/db/schema/enums';
import { getEnv } from '@/lib/env';
import { parseStaffPage, STAFF_PAGE_SIZE } from '@/lib/staff/schema/staff';
import { INVITATIONS_PAGE_SIZE, parseInvitationsPage } from '@/lib/staff/schema/invitation';
import { InvitationsList } from './_components/invitations-list';
import { InviteButton } from './_components/invite-button';
import { staffScreenHref } from './_components/staff-href';
import { StaffTable } from './_components/staff-table';

export const metadata: Metadata = { title: 'Staff' };

const accounts = (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`;
const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The administrators' screen: every account with its role, state, two-factor sign-in and last sign-in, one page at a
 * time; "Invite a colleague"; and the invitations sent, with their state.
 */
export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireAdministrator();
  const query = await searchParams;
  const page = parseStaffPage(query.page);
  const invitationsPage = parseInvitationsPage(query.invitationsPage);
  const db = await getDb();
  const [{ rows, total }, invitations] = await Promise.all([
    listStaff(db, { page, pageSize: STAFF_PAGE_SIZE }),
    listInvitations(db, { page: invitationsPage, pageSize: INVITATIONS_PAGE_SIZE }),
  ]);
  const pageCount = pagesOf(total, STAFF_PAGE_SIZE);
  const invitationPages = pagesOf(invitations.total, INVITATIONS_PAGE_SIZE);
  // Past the last page (accounts or invitations went away since the link was made): the last page.
  if (page > pageCount || invitationsPage > invitationPages) {
    redirect(staffScreenHref({ page: Math.min(page, pageCount), invitationsPage: Math.min(invitationsPage, invitationPages) }));
  }
  const { MFA_REQUIRED } = getEnv();
  const twoFactorRequiredRoles = DOCTOR_ROLES.filter((role) => isTwoFactorRequired(role, MFA_REQUIRED));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <PageTitle>Staff</PageTitle>
          <p className="text-sm text-muted-foreground">
            {accounts(total)}. Accounts waiting for approval come first. Disabling an account signs it out at once.
          </p>
        </div>
        <InviteButton />
      </div>
      {total === 0 ? (
        <p role="status" className="rounded-lg border p-8 text-center text-muted-foreground">
          No accounts yet.
        </p>
      ) : (
        <StaffTable rows={rows} page={page} pageCount={pageCount} currentDoctorId={doctor.id} invitationsPage={invitationsPage} twoFactorRequiredRoles={twoFactorRequiredRoles} />
      )}
      <InvitationsList rows={invitations.rows} total={invitations.total} page={invitationsPage} pageCount={invitationPages} staffPage={page} />
    </div>
  );
}

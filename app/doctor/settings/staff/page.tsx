import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/page-title';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { listStaff } from '@/lib/data/staff';
import { getDb } from '@/lib/db/client';
import { parseStaffPage, STAFF_PAGE_SIZE } from '@/lib/validations/staff';
import { StaffTable } from './_components/staff-table';

export const metadata: Metadata = { title: 'Staff' };

const accounts = (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`;

/** The administrators' screen: every account with its role and state, one page at a time. */
export default async function StaffPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireAdministrator();
  const page = parseStaffPage((await searchParams).page);
  const { rows, total } = await listStaff(await getDb(), { page, pageSize: STAFF_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  // Past the last page (accounts went away since the link was made): the last page.
  if (page > pageCount) redirect(`/doctor/settings/staff?page=${pageCount}`);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Staff</PageTitle>
        <p className="text-sm text-muted-foreground">
          {accounts(total)}. Accounts waiting for approval come first. Disabling an account signs it out at once.
        </p>
      </div>
      {total === 0 ? (
        <p role="status" className="rounded-lg border p-8 text-center text-muted-foreground">
          No accounts yet.
        </p>
      ) : (
        <StaffTable rows={rows} page={page} pageCount={pageCount} currentDoctorId={doctor.id} />
      )}
    </div>
  );
}

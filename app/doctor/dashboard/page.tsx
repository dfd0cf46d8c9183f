import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoadError } from '@/components/forms/load-error';
import { PageTitle } from '@/components/page-title';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { todayIso } from '@/lib/clinic-time';
import { getCachedDashboardStats } from '@/lib/dashboard/queries/dashboard';
import { loadFailure } from '@/lib/load-failure';
import { DoctorDay, DoctorDaySkeleton } from './_components/doctor-day';
import { StatCards } from './_components/stat-cards';

export const metadata: Metadata = { title: 'Dashboard' };

/** The six figure cards, then the signed-in doctor's day (streamed in when read). */
export default async function DashboardPage() {
  const { doctor } = await requireStaff();
  // Where every sign-in lands: a lab scientist's home is the lab's worklist.
  if (!mayOpenRecords(doctor)) redirect('/doctor/lab');
  const stats = await getCachedDashboardStats(todayIso()).catch((error: unknown) => ({ error: loadFailure(error) }));
  return (
    <div className="space-y-6">
      <PageTitle>Dashboard</PageTitle>
      {'error' in stats ? <LoadError error={stats.error} title="Could not load the dashboard figures" /> : <StatCards stats={stats} />}
      <Suspense fallback={<DoctorDaySkeleton />}>
        <DoctorDay doctor={doctor} />
      </Suspense>
    </div>
  );
}

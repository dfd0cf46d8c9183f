import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoadError } from '@/components/forms/load-error';
import { PageTitle } from '@/components/page-title';
import Link from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { todayIso } from '@/lib/clinic-time';
import { getCachedDashboardStats } from '@/lib/dashboard/queries/dashboard';
import { loadFailure } from '@/lib/load-failure';
import { getCachedWardFigures } from '@/lib/wards/queries/occupancy';
import { noWardFigures, WardFiguresList } from '@/components/wards/ward-figures';
import { DoctorDay, DoctorDaySkeleton } from './_components/doctor-day';
import { StatCards } from './_components/stat-cards';

export const metadata: Metadata = { title: 'Dashboard' };

/** The six figure cards, the wards' figures of the day, then the signed-in doctor's day (streamed in when read). */
export default async function DashboardPage() {
  const { doctor } = await requireStaff();
  // Where every sign-in lands: a lab scientist's home is the lab's worklist.
  if (!mayOpenRecords(doctor)) redirect('/doctor/lab');
  const today = todayIso();
  const [stats, wards] = await Promise.all([
    getCachedDashboardStats(today).catch((error: unknown) => ({ error: loadFailure(error) })),
    getCachedWardFigures(today).catch((error: unknown) => ({ error: loadFailure(error) })),
  ]);
  return (
    <div className="space-y-6">
      <PageTitle>Dashboard</PageTitle>
      {'error' in stats ? <LoadError error={stats.error} title="Could not load the dashboard figures" /> : <StatCards stats={stats} />}
      {/* A clinic that keeps no wards is not shown a row of zeros. */}
      {('error' in wards || !noWardFigures(wards)) && (
        <section aria-labelledby="wards-today" className="space-y-3">
          <h2 id="wards-today" className="text-base font-semibold">
            <Link href="/doctor/wards" className="underline-offset-4 hover:underline">
              Wards today
            </Link>
          </h2>
          {'error' in wards ? <LoadError error={wards.error} title="Could not load the wards’ figures" /> : <WardFiguresList figures={wards} labelledBy="wards-today" />}
        </section>
      )}
      <Suspense fallback={<DoctorDaySkeleton />}>
        <DoctorDay doctor={doctor} />
      </Suspense>
    </div>
  );
}

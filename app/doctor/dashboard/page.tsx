import type { Metadata } from 'next';
import { LoadError } from '@/components/forms/load-error';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getCachedDashboardStats, type DashboardStats } from '@/lib/data/dashboard';
import { todayIso } from '@/lib/format';
import { loadFailure } from '@/lib/load-failure';
import { StatCards } from './_components/stat-cards';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  await requireDoctor();
  let stats: DashboardStats;
  try {
    stats = await getCachedDashboardStats(todayIso());
  } catch (error) {
    return (
      <div className="space-y-6">
        <PageTitle>Dashboard</PageTitle>
        <LoadError error={loadFailure(error)} title="Could not load the dashboard figures" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageTitle>Dashboard</PageTitle>
      <StatCards stats={stats} />
    </div>
  );
}

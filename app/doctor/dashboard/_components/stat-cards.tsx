import Link from '@/components/ui/link';
import { CalendarCheck, CalendarClock, UserCheck, UserRoundSearch, Users, Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DashboardStats } from '@/lib/dashboard/queries/dashboard';
import { formatCount, formatNaira } from '@/lib/format';

/**
 * The dashboard's six cards, in the order and with the titles of the original app, which doctors know; each says its
 * number as a count, or as money, and, under it, what it counts and over which period (the titles' "Users" are the
 * clinic's patients).
 */
export const STAT_CARDS = [
  { key: 'allPatients', title: 'All Users', icon: Users, format: formatCount, period: 'Patients registered, all time', href: '/doctor/patients' },
  { key: 'activePatients', title: 'Active Users', icon: UserCheck, format: formatCount, period: 'Patients with a visit completed in the last 12 months', href: '/doctor/patients?visits=active' },
  { key: 'pendingPatients', title: 'Pending Users', icon: UserRoundSearch, format: formatCount, period: 'Patients with a visit still to be seen', href: '/doctor/patients?visits=pending' },
  // The transactions screen's cards sum this year so far; this one sums every successful payment ever taken.
  {
    key: 'totalEarnings',
    title: 'Total Earnings',
    icon: Wallet,
    format: formatNaira,
    period: 'All time, successful payments',
    href: '/doctor/transactions?status=success',
  },
  { key: 'completedAppointments', title: 'Completed Appointments', icon: CalendarCheck, format: formatCount, period: 'Every doctor’s, all time', href: '/doctor/appointments?show=all&status=completed&doctor=all' },
  { key: 'pendingAppointments', title: 'Pending Appointments', icon: CalendarClock, format: formatCount, period: 'Every doctor’s, still to be seen', href: '/doctor/appointments?show=all&status=to-be-seen&doctor=all' },
] as const satisfies ReadonlyArray<{ key: keyof DashboardStats; title: string; icon: unknown; format: (value: number) => string; period: string; href: string }>;

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {STAT_CARDS.map((card) => {
        const { key, title, icon: Icon, format, href } = card;
        return (
          <li key={key}>
            {/* Each card opens the list it counts. */}
            <Link href={href} className="block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Card aria-labelledby={`stat-${key}`} className="h-full transition-colors hover:bg-accent/50">
                <CardHeader className="flex flex-row items-center justify-between">
                  <CardTitle id={`stat-${key}`} className="text-sm font-medium text-muted-foreground">
                    {title}
                  </CardTitle>
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </CardHeader>
                <CardContent>
                  <p data-testid={`stat-${key}`} className="text-3xl font-semibold tabular-nums">
                    {format(stats[key])}
                  </p>
                  <p data-testid={`stat-${key}-period`} className="mt-1 text-xs text-muted-foreground">
                    {card.period}
                  </p>
                </CardContent>
              </Card>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

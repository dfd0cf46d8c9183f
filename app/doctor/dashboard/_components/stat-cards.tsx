import { CalendarCheck, CalendarClock, UserCheck, UserRoundSearch, Users, Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DashboardStats } from '@/lib/data/dashboard';
import { formatNaira } from '@/lib/format';

const formatCount = (count: number) => count.toLocaleString('en-NG');

/** The dashboard's six cards, in the spec's order and words; each says its number as a count, or as money. */
export const STAT_CARDS = [
  { key: 'allPatients', title: 'All Users', icon: Users, format: formatCount },
  { key: 'activePatients', title: 'Active Users', icon: UserCheck, format: formatCount },
  { key: 'pendingPatients', title: 'Pending Users', icon: UserRoundSearch, format: formatCount },
  // The transactions screen's cards sum this year so far; this one sums every successful payment ever taken.
  { key: 'totalEarnings', title: 'Total Earnings', icon: Wallet, format: formatNaira, period: 'All time, successful payments' },
  { key: 'completedAppointments', title: 'Completed Appointments', icon: CalendarCheck, format: formatCount },
  { key: 'pendingAppointments', title: 'Pending Appointments', icon: CalendarClock, format: formatCount },
] as const satisfies ReadonlyArray<{ key: keyof DashboardStats; title: string; icon: unknown; format: (value: number) => string; period?: string }>;

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {STAT_CARDS.map((card) => {
        const { key, title, icon: Icon, format } = card;
        return (
          <li key={key}>
            <Card aria-labelledby={`stat-${key}`}>
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
                {'period' in card ? (
                  <p data-testid={`stat-${key}-period`} className="mt-1 text-xs text-muted-foreground">
                    {card.period}
                  </p>
                ) : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

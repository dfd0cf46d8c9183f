'use client';

import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { AppointmentStatusBadge } from '@/components/appointments/appointment-status-badge';
import { FlagBadge } from '@/components/lab/flag-badge';
import { Button } from '@/components/ui/button';
import type { Notifications } from '@/lib/dashboard/queries/notifications';
import { formatTime } from '@/lib/format';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

export type PanelState = { kind: 'ready' } | { kind: 'loading' } | { kind: 'error'; message: string };

export const NOTHING_WAITS = 'Nothing needs you right now.';

const linkClass = 'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The bell's popover: a heading, then the loading, error or empty state, or the lists. */
export function NotificationsPanel({
  notifications,
  state,
  onRetry,
  onNavigate,
}: {
  notifications: Notifications;
  state: PanelState;
  onRetry: () => void;
  /** Called when a link is followed: the popover closes. */
  onNavigate: () => void;
}) {
  return (
    <div className="flex max-h-[min(32rem,calc(100svh-5rem))] flex-col overflow-y-auto">
      <h2 id="notifications-heading" className="border-b px-4 py-3 text-sm font-semibold">
        Notifications
      </h2>
      <div className="px-4 py-3 text-sm">
        <PanelBody notifications={notifications} state={state} onRetry={onRetry} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

function PanelBody({ notifications, state, onRetry, onNavigate }: Parameters<typeof NotificationsPanel>[0]) {
  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{state.message}</p>
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  const { appointments, accounts, labResults } = notifications;
  if (appointments.total === 0 && !labResults?.total && !accounts?.total) return <p className="text-muted-foreground">{NOTHING_WAITS}</p>;
  return (
    <div className="flex flex-col gap-4">
      {labResults && labResults.total > 0 && (
        <Section title="Lab results to review" total={labResults.total} more={{ href: '/doctor/dashboard', label: 'Review on the home screen', onNavigate }}>
          {labResults.items.map((result) => (
            <li key={result.orderId}>
              <Link
                href={patientChartHref(result.patientId, 'results')}
                onClick={onNavigate}
                className={`${linkClass} -mx-2 flex items-center gap-2 px-2 py-1.5 hover:bg-accent`}
              >
                <span className="min-w-0 flex-1 truncate font-medium">{result.patientName}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">{result.orderNumber}</span>
                <FlagBadge flag={result.severity} />
              </Link>
            </li>
          ))}
        </Section>
      )}
      {appointments.total > 0 && (
        <Section title="Today's next appointments" total={appointments.total} more={{ href: '/doctor/appointments', label: 'View all', onNavigate }}>
          {appointments.items.map((appointment) => (
            <li key={appointment.id}>
              <Link
                href={`/doctor/appointment/${appointment.id}`}
                onClick={onNavigate}
                className={`${linkClass} -mx-2 flex items-center gap-2 px-2 py-1.5 hover:bg-accent`}
              >
                <span className="w-12 shrink-0 tabular-nums text-muted-foreground">{formatTime(appointment.time)}</span>
                <span className="min-w-0 flex-1 truncate font-medium">{appointment.patientName}</span>
                <AppointmentStatusBadge status={appointment.status} />
              </Link>
            </li>
          ))}
        </Section>
      )}
      {accounts && accounts.total > 0 && (
        <Section
          title="Accounts waiting for approval"
          total={accounts.total}
          more={{ href: '/doctor/settings/staff', label: 'Review on the Staff screen', onNavigate }}
        >
          {accounts.items.map((account) => (
            <li key={account.id} className="flex min-w-0 flex-col py-1">
              <span className="truncate font-medium">{account.name}</span>
              <span className="truncate text-muted-foreground">{account.email}</span>
            </li>
          ))}
        </Section>
      )}
    </div>
  );
}

function Section({
  title,
  total,
  more,
  children,
}: {
  title: string;
  total: number;
  more: { href: string; label: string; onNavigate: () => void };
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h3 className="flex items-center justify-between text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
        <span className="tabular-nums">{total}</span>
      </h3>
      <ul className="flex flex-col">{children}</ul>
      <Link href={more.href} onClick={more.onNavigate} className={`${linkClass} self-start text-primary underline-offset-4 hover:underline`}>
        {more.label}
      </Link>
    </section>
  );
}

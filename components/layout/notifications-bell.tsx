'use client';

import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { refreshNotifications } from '@/lib/actions/notifications';
import type { Notifications } from '@/lib/data/notifications';
import { NotificationsPanel, type PanelState } from './notifications-panel';

/** Said when the refresh could not reach the server (a refusal of the server says its own words). */
export const NOTIFICATIONS_UNREACHABLE = 'Could not load the notifications. Check the connection and try again.';

/** How many wait in all: what the badge and the button's name say. */
export const waitingCount = (notifications: Notifications) => notifications.appointments.total + (notifications.accounts?.total ?? 0);

/** The badge's text: the count, or "9+" past nine. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The top bar's bell. The layout hands it what waits when the page loads (the badge); opening it reads the
 * list again through a session-checked server action, since the layout does not re-render on client navigation.
 */
export function NotificationsBell({ initial }: { initial: Notifications }) {
  const [open, setOpen] = useState(false);
  const [notifications, setNotifications] = useState(initial);
  const [state, setState] = useState<PanelState>({ kind: 'ready' });
  // Only the latest refresh may answer: an older one that ends later would show stale data.
  const latest = useRef(0);

  async function refresh() {
    const request = ++latest.current;
    setState({ kind: 'loading' });
    let next: PanelState;
    try {
      const result = await refreshNotifications({});
      if (request !== latest.current) return;
      if (result.ok) setNotifications(result.data);
      next = result.ok ? { kind: 'ready' } : { kind: 'error', message: result.message };
    } catch {
      if (request !== latest.current) return;
      next = { kind: 'error', message: NOTIFICATIONS_UNREACHABLE };
    }
    setState(next);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) void refresh();
  }

  const count = waitingCount(notifications);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={count > 0 ? `Notifications, ${count} waiting` : 'Notifications'}
          className="relative grid size-9 place-items-center rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Bell className="size-5" aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-badge"
              className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {badgeText(count)}
            </span>
          )}
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby="notifications-heading"
        collisionPadding={8}
        className="w-[min(22rem,calc(100vw-1rem))] p-0"
      >
        <NotificationsPanel notifications={notifications} state={state} onRetry={() => void refresh()} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

'use client';

import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { LAZY_PART_UNREACHABLE, lazyPart } from '@/components/ui/lazy-part';
import { PopoverOnDemand } from '@/components/ui/popover-on-demand';
import { refreshNotifications } from '@/lib/dashboard/actions';
import type { Notifications } from '@/lib/dashboard/queries/notifications';
import type { NotificationsPanel as Panel, PanelState } from './notifications-panel';

/** The panel's code comes when the bell is first opened (or pointed at, or focused), not with every page. */
export const notificationsPanel = lazyPart<Parameters<typeof Panel>[0]>(() => import('./notifications-panel').then((module) => module.NotificationsPanel));

/** Said when the refresh could not reach the server (a refusal of the server says its own words). */
export const NOTIFICATIONS_UNREACHABLE = 'Could not load the notifications. Check the connection and try again.';

/** How many wait in all: what the badge and the button's name say. */
export const waitingCount = (notifications: Notifications) =>
  notifications.appointments.total + (notifications.labResults?.total ?? 0) + (notifications.accounts?.total ?? 0);

/** The badge's text: the count, or "9+" past nine. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The button's name: what the badge shows (a name must hold the visible words, WCAG 2.5.3), and past nine the exact
 * count after it, which the badge has no room for: "Notifications, 9+ waiting (12)".
 */
export const bellName = (count: number) => {
  if (count === 0) return 'Notifications';
  return count > 9 ? `Notifications, 9+ waiting (${count})` : `Notifications, ${count} waiting`;
};

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

  const { Component: NotificationsPanel, failed, retry } = notificationsPanel.useLoaded(open);
  const count = waitingCount(notifications);
  return (
    <PopoverOnDemand
      name="Notifications"
      open={open}
      onOpenChange={onOpenChange}
      onPrepare={() => void notificationsPanel.preload().catch(() => undefined)}
      button={{
        'aria-label': bellName(count),
        className: 'relative grid size-9 place-items-center rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
        children: (
          <>
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
          </>
        ),
      }}
      content={{ align: 'end', 'aria-labelledby': 'notifications-heading', collisionPadding: 8, className: 'w-[min(22rem,calc(100vw-1rem))] p-0' }}
    >
      {NotificationsPanel ? (
        <NotificationsPanel notifications={notifications} state={state} onRetry={() => void refresh()} onNavigate={() => setOpen(false)} />
      ) : (
        <PanelComing failed={failed} onRetry={retry} />
      )}
    </PopoverOnDemand>
  );
}

/** The panel's frame while its code is on its way, or why it did not come. */
function PanelComing({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className="flex flex-col">
      <h2 id="notifications-heading" className="border-b px-4 py-3 text-sm font-semibold">
        Notifications
      </h2>
      {failed ? (
        <div role="alert" className="grid gap-2 px-4 py-3 text-sm">
          <p>{LAZY_PART_UNREACHABLE}</p>
          <button type="button" onClick={onRetry} className="justify-self-start rounded-md border px-3 py-1.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring">
            Try again
          </button>
        </div>
      ) : (
        <p role="status" className="px-4 py-3 text-sm text-muted-foreground">
          Loading...
        </p>
      )}
    </div>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import type { Notifications } from '@/lib/dashboard/queries/notifications';
import type { DoctorRole } from '@/lib/db/schema/enums';
import { CardLayoutGuessProvider } from '@/components/data-table/card-layout-guess';
import { LazyPartFallback, lazyPart } from '@/components/ui/lazy-part';
import type { DoctorIdentity } from './doctor-identity';
import type { MenuSheet as MenuSheetType } from './menu-sheet';
import { sidebarItemsFor } from './nav-items';
import { NavigationPendingProvider, NavigationPendingStatus, useNavigationPending } from './navigation-pending';
import { Sidebar } from './sidebar';
import { writeSidebarCollapsed } from './sidebar-state';
import { TopBar } from './top-bar';

/** The phone's menu sheet comes when first opened: most visits never open it. */
const menuSheet = lazyPart<Parameters<typeof MenuSheetType>[0]>(() => import('./menu-sheet').then((module) => module.MenuSheet));

/** The doctor layout's frame: sidebar (a slide-over sheet below md), top bar and the nested route. */
export function DoctorShell({
  doctor,
  logout,
  initialCollapsed,
  notifications,
  role,
  narrowScreenGuess,
  children,
}: {
  doctor: DoctorIdentity;
  logout: ReactNode;
  /** What the bell lists when the page loads. */
  notifications: Notifications;
  initialCollapsed: boolean;
  /** The account's role: the sidebar's links and the command palette's screens follow it. */
  role: DoctorRole;
  /** The server's guess from the request that the screen is a phone's: lists draw their cards from the first HTML. */
  narrowScreenGuess: boolean;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  const { Component: MenuSheet, failed, retry } = menuSheet.useLoaded(menuOpen);
  const items = sidebarItemsFor(role);

  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    writeSidebarCollapsed(next);
  }

  return (
    <NavigationPendingProvider>
      <NavigationPendingStatus />
      <div className="flex min-h-svh">
        <Sidebar items={items} collapsed={collapsed} onToggle={toggle} />
        {MenuSheet ? (
          <MenuSheet items={items} open={menuOpen} onOpenChange={setMenuOpen} />
        ) : (
          menuOpen && <LazyPartFallback name="Menu" failed={failed} onRetry={retry} onClose={() => setMenuOpen(false)} />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar doctor={doctor} logout={logout} notifications={notifications} role={role} onOpenMenu={() => setMenuOpen(true)} />
          <Main>
            <CardLayoutGuessProvider narrow={narrowScreenGuess}>{children}</CardLayoutGuessProvider>
          </Main>
        </div>
      </div>
    </NavigationPendingProvider>
  );
}

/** The page: busy while the page a link leads to is loading. */
function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex-1 p-4 md:p-6" aria-busy={useNavigationPending() || undefined}>
      {children}
    </main>
  );
}

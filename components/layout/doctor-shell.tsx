'use client';

import { useState, type ReactNode } from 'react';
import type { Notifications } from '@/lib/data/notifications';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { DoctorIdentity } from './doctor-identity';
import { Sidebar } from './sidebar';
import { SidebarNav } from './sidebar-nav';
import { writeSidebarCollapsed } from './sidebar-state';
import { TopBar } from './top-bar';

/** The doctor layout's frame: sidebar (a slide-over sheet below md), top bar and the nested route. */
export function DoctorShell({
  doctor,
  logout,
  initialCollapsed,
  notifications,
  administrator,
  children,
}: {
  doctor: DoctorIdentity;
  logout: ReactNode;
  /** What the bell lists when the page loads. */
  notifications: Notifications;
  initialCollapsed: boolean;
  /** The doctor is an administrator: the command palette lists the administrators' screens too. */
  administrator: boolean;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);

  function toggle() {
    const next = !collapsed;
    setCollapsed(next);
    writeSidebarCollapsed(next);
  }

  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex min-h-svh">
        <Sidebar collapsed={collapsed} onToggle={toggle} />
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent side="left" className="w-64 bg-sidebar p-3 pt-12 text-sidebar-foreground">
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Go to a screen of the doctor area</SheetDescription>
            <SidebarNav collapsed={false} onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar doctor={doctor} logout={logout} notifications={notifications} administrator={administrator} onOpenMenu={() => setMenuOpen(true)} />
          <main id="main" className="flex-1 p-4 md:p-6">
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

'use client';

import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_OPEN_PX } from '@/lib/constants';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';

/** The desktop sidebar (md and up). Below md the same links live in a slide-over sheet. */
export function Sidebar({ items, collapsed, onToggle }: { items: readonly NavItem[]; collapsed: boolean; onToggle: () => void }) {
  const width = collapsed ? SIDEBAR_WIDTH_COLLAPSED_PX : SIDEBAR_WIDTH_OPEN_PX;
  return (
    <aside
      data-testid="sidebar"
      data-state={collapsed ? 'collapsed' : 'open'}
      style={{ width }}
      className="print-hidden sticky top-0 hidden h-svh shrink-0 flex-col gap-4 bg-sidebar p-3 text-sidebar-foreground transition-[width] duration-200 md:flex"
    >
      <div className={cn('flex h-12 items-center', collapsed ? 'justify-center' : 'justify-end px-1')}>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="grid size-9 place-items-center rounded-md outline-none hover:bg-sidebar-accent/60 focus-visible:ring-2 focus-visible:ring-sidebar-foreground/70"
        >
          {collapsed ? <PanelLeftOpen className="size-5" aria-hidden="true" /> : <PanelLeftClose className="size-5" aria-hidden="true" />}
        </button>
      </div>
      <SidebarNav items={items} collapsed={collapsed} />
    </aside>
  );
}

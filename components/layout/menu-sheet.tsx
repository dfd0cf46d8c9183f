'use client';

import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';

/** Below md, the sidebar as a slide-over sheet (opened by the top bar's menu button; fetched on first opening). */
export function MenuSheet({ items, open, onOpenChange }: { items: readonly NavItem[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-64 bg-sidebar p-3 pt-12 text-sidebar-foreground">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Go to a screen of the doctor area</SheetDescription>
        <SidebarNav items={items} collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}

'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { isActive, type NavItem } from './nav-items';

/**
 * The sidebar's links (the nine, with Lab for the lab's staff). Collapsed, each shows its icon only, keeps its name for screen readers and shows its
 * name beside it while pointed at or focused by keyboard: a tooltip drawn by CSS, so that no positioning library
 * comes with every page. Escape hides it until the pointer or the focus moves on (WCAG 1.4.13).
 */
export function SidebarNav({ items, collapsed, onNavigate }: { items: readonly NavItem[]; collapsed: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  // Wherever the focus is: the pointer may rest on a link while the keyboard is elsewhere.
  useEffect(() => {
    if (!collapsed) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [collapsed]);
  return (
    <nav aria-label="Main">
      <ul className="flex flex-col gap-1">
        {items.map(({ href, label, icon: Icon }) => {
          const active = isActive(href, pathname);
          return (
            <li key={href} className="group/nav relative" onPointerEnter={() => setDismissed(false)} onFocus={() => setDismissed(false)}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none transition-colors',
                  'hover:bg-sidebar-accent/60 focus-visible:ring-2 focus-visible:ring-sidebar-foreground/70',
                  active && 'bg-sidebar-accent text-sidebar-accent-foreground',
                  collapsed && 'justify-center px-0',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {collapsed ? <span className="sr-only">{label}</span> : <span>{label}</span>}
              </Link>
              {collapsed && (
                <span
                  role="tooltip"
                  className={cn(
                    'pointer-events-none invisible absolute top-1/2 left-full z-50 ml-2 -translate-y-1/2 rounded-md bg-primary px-3 py-1.5 text-xs whitespace-nowrap text-primary-foreground',
                    !dismissed && 'group-hover/nav:visible group-has-[:focus-visible]/nav:visible',
                  )}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

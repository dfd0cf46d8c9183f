'use client';

import { Command } from 'cmdk';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One option of the palette: an icon, its words, and what Enter (or a click) does. */
export function PaletteItem({
  value,
  icon: Icon,
  onSelect,
  className,
  children,
}: {
  value: string;
  icon: LucideIcon;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none',
        'data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground',
        className,
      )}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {children}
    </Command.Item>
  );
}

/** A titled group of options; cmdk names the group by its heading. */
export function PaletteGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Command.Group
      heading={heading}
      className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
    >
      {children}
    </Command.Group>
  );
}

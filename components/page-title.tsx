import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The one h1 of a screen. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn('text-2xl font-semibold tracking-tight', className)}>{children}</h1>;
}

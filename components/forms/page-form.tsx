'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while the page hydrates; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A form that a page draws on the server, whose fields take typing only once the page has hydrated. Typed
 * before, the text would be lost: hydrating, the form writes its starting values into the fields it registers
 * (an empty name, or the record being corrected), and a Save pressed then would post the page to itself. Until
 * then its fields and buttons are disabled, which is what the doctor sees for the moment it lasts on a slow
 * phone. The fieldset that disables them lays out the form: `className` (a grid, a column's spacing) goes on it.
 */
export function PageForm({ children, className, ...props }: Omit<ComponentProps<'form'>, 'method' | 'noValidate'>) {
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate {...props}>
      <fieldset disabled={!hydrated} className={cn('min-w-0', className)}>
        {children}
      </fieldset>
    </form>
  );
}

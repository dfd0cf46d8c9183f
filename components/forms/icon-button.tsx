'use client';

import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A square icon button whose label is both its accessible name and its tooltip. The tooltip is drawn by CSS
 * (shown while the button is pointed at or focused by keyboard), so that no positioning library comes with the
 * lists that use it. It sits above the button, its end against the button's end (the buttons are a
 * row's last), and takes no room while hidden (a hidden one would still widen a table's scrolling area). Escape
 * hides it until the pointer or the focus comes back (WCAG 1.4.13); a switched-off button has none, as before.
 */
export function IconButton({ label, children, ...props }: { label: string; children: ReactNode } & ComponentProps<typeof Button>) {
  const [pointed, setPointed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Escape while the pointer rests on the button and the focus is elsewhere; a focused button hears it itself.
  useEffect(() => {
    if (!pointed) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pointed]);
  return (
    <span
      className="group/tip relative inline-flex"
      onPointerEnter={() => {
        setPointed(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setDismissed(false)}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
    >
      <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={label} {...props}>
        {children}
      </Button>
      {props.disabled ? null : (
        <span
          role="tooltip"
          data-dismissed={dismissed ? '' : undefined}
          className={cn(
            'pointer-events-none absolute right-0 bottom-full z-50 mb-1 hidden rounded-md bg-primary px-3 py-1.5 text-xs whitespace-nowrap text-primary-foreground',
            !dismissed && 'group-hover/tip:block group-has-[:focus-visible]/tip:block',
          )}
        >
          {label}
        </span>
      )}
    </span>
  );
}

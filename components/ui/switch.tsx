'use client';

import * as React from 'react';

import { cn } from '@/lib/utils';

type SwitchProps = Omit<React.ComponentProps<'button'>, 'onChange' | 'value' | 'defaultValue'> & {
  /** On or off, when the parent keeps the state. */
  checked?: boolean;
  /** On or off at first, when the switch keeps its own state. */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a button with the switch role (Space and Enter flip it, as any button's click), styled as
 * shadcn's. Our own rather than Radix's: Radix's, inside a form, measures itself in a layout effect for a hidden
 * input we never post (react-hook-form reads `checked`), which forced a layout of the whole page while the new
 * prescription form hydrated.
 */
function Switch({ className, checked, defaultChecked = false, onCheckedChange, onClick, disabled, ...props }: SwitchProps) {
  const [own, setOwn] = React.useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      data-slot="switch"
      disabled={disabled}
      className={cn(
        'peer inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checked === undefined) setOwn(!on);
        onCheckedChange?.(!on);
      }}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}

export { Switch };

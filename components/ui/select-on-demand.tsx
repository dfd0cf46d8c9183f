'use client';

import { ChevronDownIcon } from 'lucide-react';
import { useRef, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { bothRefs } from './both-refs';
import type { LoadedSelectProps, SelectContentProps, SelectOption, SelectTriggerProps } from './loaded-select';
import { LazyPartFallback, lazyPart } from './lazy-part';
import { SELECT_TRIGGER_CLASS } from './select-trigger-class';
import { useSwapOnDemand } from './swap-on-demand';

export type { SelectOption } from './loaded-select';

/** Radix's Select and the positioning library under it come when a select is first wanted, not with the lists. */
export const loadedSelect = lazyPart<LoadedSelectProps>(() => import('./loaded-select').then((module) => module.LoadedSelect));

/** The keys that open Radix's select from its button. */
const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];

/**
 * A select of a list (page size, a filter, the appointments' range). Its button is in the first HTML with what
 * Radix's says (role combobox, aria-expanded, data-state) and the chosen option's words. Pointing at it or focusing
 * it fetches Radix's Select; pressing it opens it as Radix's button would (a mouse's press, a touch's tap, or
 * Space, Enter, ArrowUp or ArrowDown), and Radix's Select then takes the button's place, the same button, so that
 * from then on the select is Radix's in every way. A keyboard's focus swaps it in as soon as the code is here, so
 * that typing a letter on the closed select chooses as Radix's does; a pointer's focus does not (a tap would
 * be lost on a button swapped away under the finger). Until the code has come an opened select says 'Loading...'
 * (or why the code did not come, with Try again). `name` is what it is called meanwhile.
 */
export function SelectOnDemand({
  name,
  value,
  onValueChange,
  options,
  trigger: triggerProps,
  triggerRef,
  placeholder,
  content,
}: {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  trigger: SelectTriggerProps;
  /** A ref of the caller's (a form's) to the button, whichever is drawn. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** What the button says while nothing is chosen. */
  placeholder?: string;
  content?: SelectContentProps;
}) {
  const { open, setOpen, Loaded, failed, retry, prepare, plain, trigger } = useSwapOnDemand(loadedSelect);
  const label = options.find((option) => option.value === value)?.label;
  // As Radix's button: a press that is not a mouse's opens on the click that follows (a screen reader's click too).
  const pointerType = useRef('touch');

  if (Loaded) {
    const loaded: LoadedSelectProps = { open, onOpenChange: setOpen, value, onValueChange, options, label, triggerProps, trigger, triggerRef, placeholder, content };
    return <Loaded {...loaded} />;
  }
  const { size = 'default', className, ...rest } = triggerProps;
  return (
    <>
      <button
        {...rest}
        ref={bothRefs(plain, triggerRef)}
        type="button"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- no list to name until Radix's code has come and draws it (Radix's button then names it while open)
        role="combobox"
        aria-expanded={open}
        aria-autocomplete="none"
        data-state={open ? 'open' : 'closed'}
        data-placeholder={label === undefined ? '' : undefined}
        data-slot="select-trigger"
        data-size={size}
        className={cn(SELECT_TRIGGER_CLASS, className)}
        onPointerEnter={() => prepare()}
        onFocus={(event) => prepare(matchesFocusVisible(event.currentTarget))}
        // What Radix's button does: a mouse opens it on its press (keeping the focus off the button), a touch or a
        // pen on the tap that follows...
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
          if (event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey) return;
          setOpen(true);
          event.preventDefault();
        }}
        onClick={() => {
          if (pointerType.current !== 'mouse') setOpen(true);
        }}
        // ...and the keys.
        onKeyDown={(event) => {
          if (!OPEN_KEYS.includes(event.key)) return;
          setOpen(true);
          event.preventDefault();
        }}
      >
        <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
          {label ?? placeholder}
        </span>
        <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
      </button>
      {open && <LazyPartFallback name={name} failed={failed} onRetry={retry} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Whether the focus came from the keyboard (the browser shows it); a browser that cannot say: no. */
function matchesFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

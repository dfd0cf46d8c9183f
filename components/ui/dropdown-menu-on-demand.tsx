'use client';

import { useState, type ReactNode } from 'react';
import { Button } from './button';
import type { LoadedDropdownMenuProps, MenuButtonProps, MenuContentProps, MenuParts } from './loaded-dropdown-menu';
import { LazyPartFallback, lazyPart } from './lazy-part';
import { useSwapOnDemand } from './swap-on-demand';

export type { MenuParts } from './loaded-dropdown-menu';

/** Radix's DropdownMenu and the positioning library under it come when a menu is first wanted, not with the lists. */
export const loadedDropdownMenu = lazyPart<LoadedDropdownMenuProps>(() => import('./loaded-dropdown-menu').then((module) => module.LoadedDropdownMenu));

/**
 * A button that opens a menu (a table header's sort menu, a list's View menu, a row's menu). The button is in the
 * first HTML and says what Radix's trigger says (aria-haspopup, aria-expanded, data-state). Pointing at it or
 * focusing it fetches Radix's menu; pressing it opens the menu as Radix's trigger would (a pointer's press, or
 * Enter, Space or ArrowDown), and Radix's menu then takes the button's place: the same button, now Radix's trigger
 * (given the focus back if the old one had it), so that from then on the menu is Radix's in every way. Until the
 * code has come an opened menu says 'Loading...' (or why the code did not come, with Try again).
 * The swap waits for the first press rather than the first pointing: a press on a button that was swapped away
 * under the pointer would be lost (and most buttons of a list are never pressed).
 * `children` draws the menu's items from the parts it is handed; `content` goes to the menu's content (align,
 * size); `name` is what the menu is called while its code comes.
 */
export function DropdownMenuOnDemand({
  name,
  button,
  content,
  onOpenChange,
  children,
}: {
  name: string;
  button: MenuButtonProps;
  content?: MenuContentProps;
  onOpenChange?: (open: boolean) => void;
  children: (menu: MenuParts) => ReactNode;
}) {
  const { open, setOpen, Loaded, failed, retry, prepare, plain, trigger } = useSwapOnDemand(loadedDropdownMenu, onOpenChange);
  const [fromKeyboard, setFromKeyboard] = useState(false);

  if (Loaded) {
    return (
      <Loaded open={open} onOpenChange={setOpen} button={button} trigger={trigger} content={content} focusFirstItem={fromKeyboard}>
        {children}
      </Loaded>
    );
  }
  const opening = (key: string) => key === 'ArrowDown' || (!open && (key === 'Enter' || key === ' '));
  return (
    <>
      <Button
        {...button}
        ref={plain}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => prepare()}
        onFocus={() => prepare()}
        // What Radix's trigger does: a pointer's press toggles (and keeps the focus off the button when it opens)...
        onPointerDown={(event) => {
          if (button.disabled || event.button !== 0 || event.ctrlKey) return;
          setFromKeyboard(false);
          setOpen(!open);
          if (!open) event.preventDefault();
        }}
        // ...Enter and Space toggle, ArrowDown opens.
        onKeyDown={(event) => {
          if (button.disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
          event.preventDefault();
          setFromKeyboard(opening(event.key));
          setOpen(event.key === 'ArrowDown' ? true : !open);
        }}
      />
      {open && (
        <LazyPartFallback
          name={name}
          failed={failed}
          onRetry={retry}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

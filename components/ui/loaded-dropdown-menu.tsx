'use client';

import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

/** What a menu on demand is built of: handed to its `children` once this code has come. */
export const MENU_PARTS = {
  Item: DropdownMenuItem,
  CheckboxItem: DropdownMenuCheckboxItem,
  Group: DropdownMenuGroup,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
};
export type MenuParts = typeof MENU_PARTS;

export type MenuButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'ref' | 'asChild' | 'onPointerDown' | 'onKeyDown'>;
export type MenuContentProps = Omit<ComponentProps<typeof DropdownMenuContent>, 'children'>;

export interface LoadedDropdownMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  button: MenuButtonProps;
  /** The button Radix now draws, so that the caller can give it the focus its own button had. */
  trigger: RefObject<HTMLButtonElement | null>;
  content?: MenuContentProps;
  /**
   * The menu was opened from the keyboard before this code came: Radix, which had not heard that key, would
   * focus the menu itself; its first item is focused instead, as when Radix opens it from the keyboard.
   */
  focusFirstItem: boolean;
  children: (menu: MenuParts) => ReactNode;
}

/** Radix's DropdownMenu around the same button as the one drawn before it came (DropdownMenuOnDemand). */
export function LoadedDropdownMenu({ open, onOpenChange, button, trigger, content, focusFirstItem, children }: LoadedDropdownMenuProps) {
  const firstItemNext = useRef(focusFirstItem);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button {...button} ref={trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        {...content}
        // Radix focuses the menu itself as it opens: from there to its first item, once.
        onFocus={(event) => {
          content?.onFocus?.(event);
          if (!firstItemNext.current || event.target !== event.currentTarget) return;
          firstItemNext.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
        }}
      >
        {children(MENU_PARTS)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

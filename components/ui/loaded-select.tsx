'use client';

import type { ComponentProps, ReactNode, Ref, RefObject } from 'react';
import { bothRefs } from './both-refs';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: ReactNode;
}
export type SelectTriggerProps = Pick<
  ComponentProps<typeof SelectTrigger>,
  'id' | 'className' | 'size' | 'aria-label' | 'aria-invalid' | 'aria-describedby' | 'onBlur'
>;
export type SelectContentProps = Pick<ComponentProps<typeof SelectContent>, 'side'>;

export interface LoadedSelectProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  /** The chosen option's words, written out (Radix fills an empty value in only once the page runs). */
  label: ReactNode;
  triggerProps: SelectTriggerProps;
  /** The button Radix now draws, so that the caller can give it the focus its own button had. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The caller's own ref to the button (a form's, to focus a field with an error), on whichever button is drawn. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** What the button says while nothing is chosen. */
  placeholder?: string;
  content?: SelectContentProps;
}

/** Radix's Select around the same button as the one drawn before it came (SelectOnDemand). */
export function LoadedSelect({ open, onOpenChange, value, onValueChange, options, label, triggerProps, trigger, triggerRef, placeholder, content }: LoadedSelectProps) {
  return (
    <Select open={open} onOpenChange={onOpenChange} value={value} onValueChange={onValueChange}>
      <SelectTrigger {...triggerProps} ref={bothRefs(trigger, triggerRef)}>
        <SelectValue placeholder={placeholder}>{label}</SelectValue>
      </SelectTrigger>
      <SelectContent {...content}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

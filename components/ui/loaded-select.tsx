'use client';

import type { ComponentProps, ReactNode, RefObject } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: ReactNode;
}
export type SelectTriggerProps = Pick<ComponentProps<typeof SelectTrigger>, 'id' | 'className' | 'size' | 'aria-label'>;
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
  content?: SelectContentProps;
}

/** Radix's Select around the same button as the one drawn before it came (SelectOnDemand). */
export function LoadedSelect({ open, onOpenChange, value, onValueChange, options, label, triggerProps, trigger, content }: LoadedSelectProps) {
  return (
    <Select open={open} onOpenChange={onOpenChange} value={value} onValueChange={onValueChange}>
      <SelectTrigger {...triggerProps} ref={trigger}>
        <SelectValue>{label}</SelectValue>
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

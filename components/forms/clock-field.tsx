'use client';

import { useId, type ChangeEvent, type ComponentProps, type FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { CLOCK_TIME_PATTERN, CLOCK_TIME_PLACEHOLDER, tidyClockTyping } from '@/lib/forms/clock-typing';

/** Read to screen readers after the label: what the field wants, since a placeholder is no description. */
export const CLOCK_FORMAT_HINT = '24-hour clock, HH:MM';

type ClockInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'pattern' | 'placeholder'>;

/**
 * A time of day typed on the 24-hour clock ("15:30"), never the browser's `<input type="time">`, which shows
 * "03:30 PM" in an en-US browser. A text input: the keyboard types it as it reads, a phone offers digits
 * (inputMode numeric), and leaving it tidies "1530" or "9:30" into "15:30" or "09:30"; what is still not a time
 * is left for the shared schema (lib/clinic-time/clock-time.ts) to refuse with its message.
 */
export function ClockInput({ className, onBlur, onChange, 'aria-describedby': describedBy, ...props }: ClockInputProps) {
  const hintId = useId();
  const tidyThenBlur = (event: FocusEvent<HTMLInputElement>) => {
    const tidy = tidyClockTyping(event.target.value);
    if (tidy !== event.target.value) {
      event.target.value = tidy;
      // Said as a change (react-hook-form takes a blur event's value without telling its watchers); it reads
      // the input's value from the event's target, registered or controlled alike.
      onChange?.({ ...event, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(event);
  };
  return (
    <>
      <Input
        type="text"
        inputMode="numeric"
        pattern={CLOCK_TIME_PATTERN}
        placeholder={CLOCK_TIME_PLACEHOLDER}
        maxLength={8}
        autoComplete="off"
        spellCheck={false}
        className={cn('tabular-nums', className)}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        onChange={onChange}
        onBlur={tidyThenBlur}
        {...props}
      />
      <span id={hintId} className="sr-only">
        {CLOCK_FORMAT_HINT}
      </span>
    </>
  );
}

/** A labelled 24-hour time bound to react-hook-form (`register(name)`), with its error under it. */
export function ClockField({ id, label, error, registration, className }: { id: string; label: string; error?: string; registration: UseFormRegisterReturn; className?: string }) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <ClockInput {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}

'use client';

import type { ChangeEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ClockInput } from '@/components/forms/clock-field';
import { DateInput } from '@/components/forms/date-input';
import { errorId } from '@/components/forms/form-field';
import { cn } from '@/lib/utils';

/** "2026-11-24T09:30" → its date and time parts; an empty value has neither. */
function splitWallTime(value: unknown): { date: string; time: string } {
  const text = typeof value === 'string' ? value : '';
  const at = text.indexOf('T');
  return at < 0 ? { date: text, time: '' } : { date: text.slice(0, at), time: text.slice(at + 1) };
}

/** The parts back into the one value the schema reads; both empty is empty (the schema's "now" where allowed). */
const joinWallTime = (date: string, time: string) => (date === '' && time === '' ? '' : `${date}T${time}`);

interface DateTimeFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  className?: string;
}

/**
 * A date and a 24-hour time ("Measured at"), in place of `<input type="datetime-local">`, whose time shows
 * "09:30 AM" in an en-US browser; its date is typed day first, as every date field (DateInput). The form keeps
 * one value, "YYYY-MM-DDTHH:MM" (what datetime-local gave), so the schemas and what is stored stay as they were;
 * a half-typed value reaches the schema, which says what is wrong.
 * Its inputs are named "{label} date" and "{label} time", grouped under the label.
 */
export function DateTimeField<T extends FieldValues, TOut extends FieldValues>({ control, name, id, label, className }: DateTimeFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { date, time } = splitWallTime(field.value);
        const error = fieldState.error?.message;
        const a11y = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(id) : undefined };
        return (
          <fieldset className={cn('grid gap-1.5', className)}>
            <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
            <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-2">
              <DateInput
                id={id}
                aria-label={`${label} date`}
                {...a11y}
                value={date}
                inputRef={field.ref}
                onChange={(next) => field.onChange(joinWallTime(next, time))}
                onBlur={field.onBlur}
              />
              <ClockInput
                id={`${id}-time`}
                aria-label={`${label} time`}
                {...a11y}
                value={time}
                onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(joinWallTime(date, event.target.value))}
                onBlur={field.onBlur}
              />
            </div>
            {error ? (
              <p id={errorId(id)} className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

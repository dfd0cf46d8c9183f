'use client';

import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/forms/form-field';
import { IconButton } from '@/components/forms/icon-button';
import { Input } from '@/components/ui/input';
import { DATE_PLACEHOLDER, formValueOfTyped, readTypedDate, typedDateOf, typedTextOf } from '@/lib/forms/date-typing';
import { cn } from '@/lib/utils';

/** Read to screen readers after the label: what the field wants, since a placeholder is no description. */
export const DATE_FORMAT_HINT = 'Day, month and year: DD/MM/YYYY';

/**
 * The calendar button's name. It follows its field, which gives it its context; it repeats no field's label, so
 * that the label names the one text field ("Date", "From", "Date of birth") and nothing else.
 */
export const CALENDAR_BUTTON_LABEL = 'Pick a day on the calendar';

export interface DateInputProps {
  id: string;
  /** The form's value: "YYYY-MM-DD", '' for none, or (while it is no date) the text as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The calendar's bounds, YYYY-MM-DD (the schema still says what is out of range). */
  min?: string;
  max?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * A calendar date typed day first, "25/11/2026", never the browser's `<input type="date">`, which writes
 * "mm/dd/yyyy" in an en-US browser (the app writes "25 Nov 2026" everywhere). A text input: the keyboard types it
 * as it reads ("5/3/2026", "25-11-2026" and, from a phone's number pad, "25112026" are tidied to "05/03/2026" and
 * "25/11/2026" on leaving it), and its format is read to screen readers. Beside it, a button opens the device's
 * own calendar (HTMLInputElement.showPicker on a date input kept out of sight and out of the tab order), which on a
 * phone is the easiest way to choose a day. The form sees only "YYYY-MM-DD", as before, so the schemas and what
 * is stored are unchanged.
 */
export function DateInput({ id, value, onChange, onBlur, inputRef, min, max, className, 'aria-describedby': describedBy, ...aria }: DateInputProps) {
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(() => typedTextOf(value));
  // A value set from outside (a reset, a free time taken) replaces the text; the value the text itself gave does not.
  const [held, setHeld] = useState(value);
  if (value !== held) {
    setHeld(value);
    if (formValueOfTyped(shown) !== value) setShown(typedTextOf(value));
  }

  const type = (text: string) => {
    setShown(text);
    onChange(formValueOfTyped(text));
  };
  const tidy = () => {
    const iso = readTypedDate(shown);
    if (iso) setShown(typedDateOf(iso)!);
    onBlur?.();
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker, or one that refuses it here: the text field still takes the date.
    }
  };

  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Input
        id={id}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        placeholder={DATE_PLACEHOLDER}
        maxLength={10}
        autoComplete="off"
        spellCheck={false}
        className="tabular-nums"
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        {...aria}
        value={shown}
        onChange={(event: ChangeEvent<HTMLInputElement>) => type(event.target.value)}
        onBlur={tidy}
      />
      <span id={hintId} className="sr-only">
        {DATE_FORMAT_HINT}
      </span>
      <span className="relative inline-flex">
        <IconButton label={CALENDAR_BUTTON_LABEL} onClick={openCalendar}>
          <CalendarDays aria-hidden="true" />
        </IconButton>
        {/* The device's calendar opens from here: under the button, invisible, never focused. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={readTypedDate(value) ?? ''}
          onChange={(event) => {
            if (!event.target.value) return;
            setShown(typedDateOf(event.target.value) ?? '');
            onChange(event.target.value);
          }}
          className="pointer-events-none absolute inset-0 size-full opacity-0"
        />
      </span>
    </div>
  );
}

/**
 * A labelled date bound to react-hook-form (`control` and `name`), with its error under it: the form's value is
 * "YYYY-MM-DD", as the schemas read it.
 */
export function DateField<T extends FieldValues, TContext, TOut extends FieldValues>({
  control,
  name,
  id,
  label,
  min,
  max,
  className,
}: {
  control: Control<T, TContext, TOut>;
  name: Path<T>;
  id: string;
  label: string;
  min?: string;
  max?: string;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} className={className}>
          <DateInput
            {...fieldA11y(id, fieldState.error?.message)}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            min={min}
            max={max}
          />
        </FormField>
      )}
    />
  );
}

/**
 * A date of a plain GET form (the Audit screen's From and To): the text shown day first, the value sent under
 * `name` as "YYYY-MM-DD" (or as typed, which the server ignores as no date).
 */
export function NamedDateInput({ id, name, defaultValue }: { id: string; name: string; defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const field = useRef<HTMLInputElement>(null);
  // A date typed while the page's script was still loading is in the field but was never seen by the state, so
  // Apply would send the old date (or none) under the new text. Once the script runs, the text typed is taken.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== typedTextOf(defaultValue)) setValue(formValueOfTyped(typed));
  }, [defaultValue]);
  return (
    <>
      <DateInput id={id} value={value} onChange={setValue} inputRef={field} />
      <input type="hidden" name={name} value={value} />
    </>
  );
}

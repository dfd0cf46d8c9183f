'use client';

import { X } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ClockInput } from '@/components/forms/clock-field';
import { errorId } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';

interface ScheduleDayRowProps {
  index: number;
  day: string;
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  errors: { from?: string; to?: string; day?: string };
  /** Said under the row without stopping the save (a slot that fits no appointment). */
  warning?: string | null;
  /** Absent on the first row, which cannot be removed. */
  onRemove?: () => void;
}

/** One weekday: available from and to, and its remove button. */
export function ScheduleDayRow({ index, day, from, to, errors, warning, onRemove }: ScheduleDayRowProps) {
  const base = `days-${index}`;
  const messages = [errors.day, errors.from, errors.to].filter(Boolean);
  const warningId = `${base}-warning`;
  const describedBy = [messages.length > 0 ? errorId(base) : null, warning ? warningId : null].filter(Boolean).join(' ') || undefined;
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr_1fr_2.25rem] sm:items-center" aria-label={day}>
      <span className="font-medium">{day}</span>
      <label className="grid gap-1 text-sm sm:flex sm:items-center sm:gap-2">
        <span className="text-muted-foreground">From</span>
        <ClockInput aria-label={`${day} from`} aria-invalid={errors.from ? true : undefined} aria-describedby={describedBy} {...from} />
      </label>
      <label className="grid gap-1 text-sm sm:flex sm:items-center sm:gap-2">
        <span className="text-muted-foreground">To</span>
        <ClockInput aria-label={`${day} to`} aria-invalid={errors.to ? true : undefined} aria-describedby={describedBy} {...to} />
      </label>
      {onRemove ? (
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${day}`} onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      {warning ? (
        <p id={warningId} className="text-sm text-amber-700 sm:col-span-4 dark:text-amber-400">
          {day} {warning}.
        </p>
      ) : null}
      {messages.length > 0 ? (
        <p id={errorId(base)} className="text-sm text-red-600 sm:col-span-4">
          {messages.join(' ')}
        </p>
      ) : null}
    </li>
  );
}

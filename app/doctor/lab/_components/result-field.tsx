'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorId } from '@/components/forms/form-field';
import { FlagBadge } from '@/components/lab/flag-badge';
import { Label } from '@/components/ui/label';
import type { Analyte } from '@/lib/lab/queries/analytes';
import type { RangeSubject } from '@/lib/lab/rules/flag';
import { cn } from '@/lib/utils';
import { ResultInput } from './result-input';
import { fieldHint, typedFlag } from './result-rules';

interface ResultFieldProps {
  id: string;
  analyte: Analyte;
  subject: RangeSubject;
  registration: UseFormRegisterReturn;
  /** What the field holds now: its flag is worked out as it is typed. */
  typed: string;
  error?: string;
  label?: string;
  blankLabel?: string;
}

/**
 * One test's result: its name, the field its kind asks for, the unit and the range that apply to this patient, and
 * the flag the value would get, in words and colour, as it is typed (announced politely to a screen reader). A value
 * that is not a result shows why under the field.
 */
export function ResultField({ id, analyte, subject, registration, typed, error, label = analyte.name, blankLabel }: ResultFieldProps) {
  const hint = fieldHint(analyte, subject);
  const hintId = `${id}-hint`;
  const wide = analyte.kind === 'text';
  return (
    <div className="grid gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,13rem)_minmax(0,9rem)_minmax(0,1fr)] sm:items-center" data-testid={`result-${analyte.code}`}>
      <Label htmlFor={id} className="leading-snug">
        {label}
      </Label>
      <div className={cn(wide && 'sm:col-span-2')}>
        <ResultInput id={id} analyte={analyte} registration={registration} error={error} hintId={hint ? hintId : undefined} blankLabel={blankLabel} />
      </div>
      <div className={cn('flex min-h-6 flex-wrap items-center gap-2 text-sm', wide && 'sm:col-start-2 sm:col-span-2')}>
        {hint ? (
          <span id={hintId} className="text-muted-foreground">
            {hint}
          </span>
        ) : null}
        <output htmlFor={id} aria-live="polite" aria-label={`Flag of ${analyte.name}`}>
          <FlagBadge flag={typedFlag(analyte, typed, subject)} />
        </output>
      </div>
      {error ? (
        <p id={errorId(id)} className="text-sm text-red-600 sm:col-span-2 sm:col-start-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}

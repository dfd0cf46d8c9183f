'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorId } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Analyte } from '@/lib/lab/queries/analytes';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

interface ResultInputProps {
  id: string;
  analyte: Pick<Analyte, 'kind' | 'choices'>;
  registration: UseFormRegisterReturn;
  error?: string;
  /** The id of the text that says the unit and range, read with the field. */
  hintId?: string;
  /** A choice's blank option: a result not entered yet, or none chosen. */
  blankLabel?: string;
}

/**
 * One result's field, as its test's kind asks: a number typed as text (the rules then see exactly what was typed and
 * name the slip), one of the test's words, or free text. The words are a plain select, whose blank option leaves the
 * result for later, which a Radix select cannot offer.
 */
export function ResultInput({ id, analyte, registration, error, hintId, blankLabel = 'Not entered yet' }: ResultInputProps) {
  const describedBy = [hintId, error ? errorId(id) : undefined].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  if (analyte.kind === 'choice') {
    return (
      <select {...a11y} {...registration} className={SELECT_CLASS}>
        <option value="">{blankLabel}</option>
        {(analyte.choices ?? []).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  }
  if (analyte.kind === 'text') return <Textarea rows={2} {...a11y} {...registration} />;
  return <Input type="text" inputMode="decimal" autoComplete="off" {...a11y} {...registration} />;
}

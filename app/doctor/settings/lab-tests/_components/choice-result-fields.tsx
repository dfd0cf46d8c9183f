'use client';

import { useController, useWatch } from 'react-hook-form';
import { errorId } from '@/components/forms/form-field';
import { TextField } from '@/components/forms/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { choiceWords } from '@/lib/lab/catalogue-schema';
import type { ChoiceFormParts } from './lab-test-form-values';

const NORMAL_ID = 'lab-test-normal-choices';

/**
 * What a choice needs: the results it may be, typed on one line, and which of them are normal (each one ticked below
 * as it is typed; every other result is flagged Abnormal). A result renamed or removed is no longer ticked.
 */
export function ChoiceResultFields({ control, register, errors, setValue, getValues }: ChoiceFormParts) {
  const words = choiceWords(useWatch({ control, name: 'choices' }) ?? '');
  const { field } = useController({ control, name: 'normalChoices' });
  const normal: string[] = field.value ?? [];
  const error = errors.normalChoices?.message ?? errors.normalChoices?.root?.message;

  const choices = register('choices', {
    onChange: (event: { target: { value: string } }) => {
      const typed = choiceWords(event.target.value);
      setValue('normalChoices', getValues('normalChoices').filter((word) => typed.includes(word)));
    },
  });

  const toggle = (word: string, checked: boolean) => field.onChange(words.filter((each) => (each === word ? checked : normal.includes(each))));

  return (
    <div className="grid gap-4">
      <TextField id="lab-test-choices" label="Results" placeholder="e.g. Positive, Negative" error={errors.choices?.message} registration={choices} />
      <fieldset className="space-y-2" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId(NORMAL_ID) : undefined}>
        <legend className="text-sm font-medium">Normal results</legend>
        {words.length === 0 ? (
          <p className="text-sm text-muted-foreground">Type the results above, separated by commas, then tick the normal ones.</p>
        ) : (
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {words.map((word, index) => (
              <li key={`${index}-${word}`} className="flex items-center gap-2">
                <Checkbox id={`${NORMAL_ID}-${index}`} checked={normal.includes(word)} onCheckedChange={(checked) => toggle(word, checked === true)} onBlur={field.onBlur} />
                <Label htmlFor={`${NORMAL_ID}-${index}`} className="font-normal">
                  {word}
                </Label>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p id={errorId(NORMAL_ID)} className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

'use client';

import { FormField, fieldA11y } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';

/**
 * A file input outside react-hook-form (a File is not a form value to validate in the browser); the
 * server checks the bytes and its message comes back as `error`. To clear it, give it a new `key`.
 */
export function FileField({
  id,
  label,
  hint,
  accept,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const hintId = `${id}-hint`;
  const a11y = fieldA11y(id, error);
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        type="file"
        name={id}
        accept={accept}
        {...a11y}
        aria-describedby={[hintId, a11y['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </FormField>
  );
}

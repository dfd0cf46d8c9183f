'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { addProgressNote } from '@/lib/admissions/actions';
import { progressNoteSchema, type ProgressNoteValues } from '@/lib/admissions/schema/progress-note';

interface NoteFormValues {
  admissionId: number;
  text: string;
}

/** "Add note": a round's progress note, dated now and signed by the doctor who writes it. */
export function NoteForm({ admissionId }: { admissionId: number }) {
  const id = useId();
  const router = useRouter();
  const form = useForm<NoteFormValues, unknown, ProgressNoteValues>({
    resolver: formResolver<NoteFormValues, typeof progressNoteSchema>(progressNoteSchema),
    defaultValues: { admissionId, text: '' },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);

  async function onSubmit(values: ProgressNoteValues) {
    await submit(
      () => addProgressNote(values),
      () => {
        toast.success('Progress note added');
        form.reset({ admissionId, text: '' });
        router.refresh();
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-3">
      <FormAlert message={formError} />
      <TextAreaField id={`${id}-note`} label="Progress note" error={form.formState.errors.text?.message} registration={form.register('text')} />
      <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}

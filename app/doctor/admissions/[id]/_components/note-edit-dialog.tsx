'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { FormAlert } from '@/components/forms/form-alert';
import { formResolver } from '@/components/forms/form-resolver';
import { TextAreaField } from '@/components/forms/text-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { editProgressNote } from '@/lib/admissions/actions';
import { progressNoteEditSchema } from '@/lib/admissions/schema/progress-note';
import type { z } from '@/lib/zod';
import type { OpenedDialogProps } from './dialog-opener';

export interface NoteEditDialogProps extends OpenedDialogProps {
  noteId: number;
  text: string;
  /** "28 Nov 2026, 09:15": which note, said in the dialog. */
  writtenAt: string;
}

interface NoteEditValues {
  noteId: number;
  text: string;
}

/** "Edit note": the author rewrites their note within 24 hours of writing it; the note then says it was edited. */
export function NoteEditDialog({ noteId, text, writtenAt, open, onOpenChange }: NoteEditDialogProps) {
  const id = useId();
  const router = useRouter();
  const form = useForm<NoteEditValues, unknown, z.output<typeof progressNoteEditSchema>>({
    resolver: formResolver<NoteEditValues, typeof progressNoteEditSchema>(progressNoteEditSchema),
    defaultValues: { noteId, text },
  });
  const { formError, submit, whenSubmitted } = useFormSubmit(form.setError);

  async function onSubmit(values: z.output<typeof progressNoteEditSchema>) {
    await submit(
      () => editProgressNote(values),
      () => {
        toast.success('Progress note saved');
        onOpenChange(false);
        router.refresh();
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit note</DialogTitle>
          <DialogDescription>The note of {writtenAt}. It can be edited for 24 hours after it was written.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={whenSubmitted(form.handleSubmit(onSubmit))} className="grid gap-4">
          <FormAlert message={formError} />
          <TextAreaField id={`${id}-text`} label="Progress note" error={form.formState.errors.text?.message} registration={form.register('text')} />
          <DialogFormFooter saving={form.formState.isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

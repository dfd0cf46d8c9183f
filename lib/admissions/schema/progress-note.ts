import { z } from '@/lib/zod';
import { boundedId, boundedText, TEXT_MAX } from '@/lib/forms/common';

// A ward round's progress note: written, edited by its author within the window, voided with a reason after.

export const progressNoteSchema = z.object({
  admissionId: boundedId('Unknown admission'),
  text: boundedText('Note', TEXT_MAX.freeText, { required: 'Write the note' }),
});
export type ProgressNoteValues = z.output<typeof progressNoteSchema>;

export const progressNoteEditSchema = z.object({
  noteId: boundedId('Unknown note'),
  text: boundedText('Note', TEXT_MAX.freeText, { required: 'Write the note' }),
});

export const progressNoteVoidSchema = z.object({
  noteId: boundedId('Unknown note'),
  reason: boundedText('Reason', 500, { required: 'Say why the note is voided' }),
});

import 'server-only';
import { z } from '@/lib/zod';
import { checkUpload, chosenFile, safeFileName, type AttachmentMime, type UploadRule } from '@/lib/reports/schema/upload';

// Helpers of the actions that receive FormData (forms with a file); not actions themselves.

const isFile = (value: unknown): value is File => value instanceof Blob && typeof (value as File).name === 'string';

/** A form's optional file field: a file or nothing (an empty text value is nothing); its bytes are checked by readUpload. */
export const uploadField = z.preprocess((value) => (value === '' ? undefined : value), z.custom<File>(isFile, { error: 'Choose a file' }).optional());

export type ReadUpload =
  | { ok: true; file: { fileName: string; mime: AttachmentMime; bytes: Uint8Array } | null }
  | { ok: false; message: string };

/** The form's file, checked by its bytes against `rule`; `file: null` when none was chosen. */
export async function readUpload(value: File | undefined, rule: UploadRule): Promise<ReadUpload> {
  const file = chosenFile(value ?? null);
  if (!file) return { ok: true, file: null };
  // Refuse an oversized file before reading it into memory.
  if (file.size > rule.maxBytes) return { ok: false, message: rule.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload(bytes, rule);
  if (!checked.ok) return checked;
  return { ok: true, file: { fileName: safeFileName(file.name, checked.mime), mime: checked.mime, bytes } };
}

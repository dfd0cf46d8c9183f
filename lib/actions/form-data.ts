import 'server-only';
import { checkUpload, chosenFile, safeFileName, type AttachmentMime, type UploadRule } from '@/lib/validations/upload';

// Helpers of the actions that receive FormData (forms with a file); not actions themselves.

export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/** The named text fields of a form; anything that is not text (a file where text was expected) is left out. */
export function textFields<K extends string>(formData: FormData, names: readonly K[]): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

export type ReadUpload =
  | { ok: true; file: { fileName: string; mime: AttachmentMime; bytes: Uint8Array } | null }
  | { ok: false; message: string };

/** The form's file, checked by its bytes against `rule`; `file: null` when none was chosen. */
export async function readUpload(value: FormDataEntryValue | null, rule: UploadRule): Promise<ReadUpload> {
  const file = chosenFile(value);
  if (!file) return { ok: true, file: null };
  // Refuse an oversized file before reading it into memory.
  if (file.size > rule.maxBytes) return { ok: false, message: rule.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload(bytes, rule);
  if (!checked.ok) return checked;
  return { ok: true, file: { fileName: safeFileName(file.name, checked.mime), mime: checked.mime, bytes } };
}
